import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** Mantine's modal made axe-clean: no second banner landmark, a named close button. */
export function Dialog({ opened, onClose, title, children }: DialogProps) {
  const { t } = useLingui();
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
