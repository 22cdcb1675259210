import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { registerMutation, verificationUserMutation } from '@/api/generated/@tanstack/react-query.gen';
import { appConfig } from '@/config/env';
import { useSiteSettings } from '@/features/site';
import { signInFailureMessage } from '../model/error-message';
import { closeModal, openModal } from '../model/modal-bus';
import { keepRegistration, registrationFrom } from '../model/registration';
import type { SignupInput } from '../model/validation';
import { notifyFailure } from '../notify';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useSessionRoutes } from './use-session-routes';

/** Without the fixed OTP, skipVerification opens the verification modal: nobody is stuck. */
export function useSignup() {
  const { skipVerification } = useSiteSettings();
  const routes = useSessionRoutes();
  const completeSignIn = useCompleteSignIn();
  const register = useMutation({ ...registerMutation(), meta: { inlineErrors: true } });
  const verify = useMutation({ ...verificationUserMutation(), meta: { inlineErrors: true } });
  const { mutateAsync: registerAsync } = register;
  const { mutateAsync: verifyAsync } = verify;
  const inFlight = useRef(false);

  const signup = useCallback(
    async (input: SignupInput) => {
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        const registered = await registerAsync({
          body: { userName: input.username, password: input.password, confirmPassword: input.confirmPassword, mobile: input.mobile },
        }).catch((error: unknown) => {
          notifyFailure(signInFailureMessage(error));
          return null;
        });
        if (!registered) return;
        const registration = registrationFrom(registered.result, input);
        keepRegistration(registration);

        const fixedOtp = appConfig().signupFixedOtp;
        if (skipVerification && fixedOtp !== undefined) {
          const verified = await verifyAsync({
            body: { userName: registration.username, mobile: registration.mobile, domain: registration.domain, otp: fixedOtp },
          }).catch((error: unknown) => {
            notifyFailure(signInFailureMessage(error, { fallbackToResult: true }));
            return null;
          });
          if (verified) completeSignIn(verified.result, 'verification', { to: routes.home });
          return;
        }
        closeModal('modal-signup');
        openModal('modal-verification');
      } finally {
        inFlight.current = false;
      }
    },
    [completeSignIn, registerAsync, routes.home, skipVerification, verifyAsync],
  );

  return { signup, isPending: register.isPending || verify.isPending };
}
