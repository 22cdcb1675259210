import { LoginModal } from './login-modal';
import { SignupModal } from './signup-modal';
import { VerificationModal } from './verification-modal';

/** The three modals of spec §2, opened by name through openModal(). Mount once. */
export function SessionModals() {
  return (
    <>
      <LoginModal />
      <SignupModal />
      <VerificationModal />
    </>
  );
}
