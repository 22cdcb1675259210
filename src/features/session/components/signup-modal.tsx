import { useModalState } from '../hooks/use-modal-state';
import { useLingui } from '@lingui/react/macro';
import { closeModal } from '../model/modal-bus';
import { SignupForm } from './signup-form';
import { Dialog } from '@/components/dialog';

export function SignupModal() {
  const { t } = useLingui();
  const { open } = useModalState();
  return (
    <Dialog opened={open.includes('modal-signup')} onClose={() => closeModal('modal-signup')} title={t`Register Now`}>
      <SignupForm />
    </Dialog>
  );
}
