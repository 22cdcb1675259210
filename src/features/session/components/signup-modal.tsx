import { useModalState } from '../hooks/use-modal-state';
import { closeModal } from '../model/modal-bus';
import { SignupForm } from './signup-form';
import { SessionDialog } from './session-dialog';

/** Spec §2 modal-signup ('Register Now'). */
export function SignupModal() {
  const { open } = useModalState();
  return (
    <SessionDialog opened={open.includes('modal-signup')} onClose={() => closeModal('modal-signup')} title="Register Now">
      <SignupForm />
    </SessionDialog>
  );
}
