import { useModalState } from '../hooks/use-modal-state';
import { useLingui } from '@lingui/react/macro';
import { closeModal } from '../model/modal-bus';
import { VerificationForm } from './verification-form';
import { Dialog } from '@/components/dialog';

/** docs/product.md §2 spells the title 'Verfication'; the player reads the correct spelling. */
export function VerificationModal() {
  const { t } = useLingui();
  const { open } = useModalState();
  return (
    <Dialog opened={open.includes('modal-verification')} onClose={() => closeModal('modal-verification')} title={t`Verification`}>
      <VerificationForm />
    </Dialog>
  );
}
