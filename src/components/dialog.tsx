import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** Mantine's modal, made axe-clean (every dialog of the app: session, cash out, fancy book): its header is not a second banner
 * landmark (a `header` outside any sectioning element is one), and its close button has a name. Focus
 * moves into the dialog, is trapped there and returns to the opener on close. */
export function Dialog({ opened, onClose, title, children }: DialogProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
