import { LoginModal } from './login-modal';
import { SignupModal } from './signup-modal';
import { VerificationModal } from './verification-modal';

/** The three modals of docs/product.md §2, loaded by SessionModals when the first one is opened. */
export function SessionModalSet() {
  return (
    <>
      <LoginModal />
      <SignupModal />
      <VerificationModal />
    </>
  );
}
