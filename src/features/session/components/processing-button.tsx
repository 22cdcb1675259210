import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

export interface ProcessingButtonProps extends ButtonProps {
  type?: 'button' | 'submit';
  /** This button's request is in flight: it reads 'Processing...' (docs/product.md §4 Login). */
  processing: boolean;
  /** Any request of the form is in flight: the button does nothing. */
  locked: boolean;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A submit or action button that is disabled while a request is in flight. It stays focusable
 * (aria-disabled, Mantine's data-disabled look) so keyboard focus is not thrown out of the dialog
 * when it locks; clicks and Enter do nothing until it unlocks.
 */
export function ProcessingButton({ type = 'button', processing, locked, onClick, children, ...props }: ProcessingButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (locked) {
      event.preventDefault();
      return;
    }
    onClick?.();
  };
  return (
    <Button {...props} type={type} aria-disabled={locked || undefined} data-disabled={locked || undefined} onClick={handleClick}>
      {processing ? 'Processing...' : children}
    </Button>
  );
}
