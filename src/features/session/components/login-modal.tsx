import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useModalState } from '../hooks/use-modal-state';
import { closeModal } from '../model/modal-bus';
import { LoginForm } from './login-form';
import { Dialog } from '@/components/dialog';

/** `to` is what the modal was opened with, else the page's own ?to=. */
export function LoginModal() {
  const { t } = useLingui();
  const { open, loginTo } = useModalState();
  const [searchParams] = useSearchParams();
  return (
    <Dialog opened={open.includes('modal-login')} onClose={() => closeModal('modal-login')} title={t`Log in`}>
      <LoginForm to={loginTo ?? searchParams.get('to')} />
    </Dialog>
  );
}
