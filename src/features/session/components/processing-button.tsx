import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

export interface ProcessingButtonProps extends ButtonProps {
  type?: 'button' | 'submit';
  /** 'Processing...' (docs/product.md §4 Login). */
  processing: boolean;
  locked: boolean;
  onClick?: () => void;
  children: ReactNode;
}

/** Stays focusable (aria-disabled), so keyboard focus is not thrown out of the dialog when it locks. */
export function ProcessingButton({ type = 'button', processing, locked, onClick, children, ...props }: ProcessingButtonProps) {
  const { t } = useLingui();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (locked) {
      event.preventDefault();
      return;
    }
    onClick?.();
  };
  return (
    <Button {...props} type={type} aria-disabled={locked || undefined} data-disabled={locked || undefined} onClick={handleClick}>
      {processing ? t`Processing...` : children}
    </Button>
  );
}
