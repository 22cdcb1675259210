import { LoginModal } from './login-modal';
import { SignupModal } from './signup-modal';
import { VerificationModal } from './verification-modal';

export function SessionModalSet() {
  return (
    <>
      <LoginModal />
      <SignupModal />
      <VerificationModal />
    </>
  );
}
