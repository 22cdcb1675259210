import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { verificationUserMutation } from '@/api/generated/@tanstack/react-query.gen';
import { signInFailureMessage } from '../model/error-message';
import { closeModal, openModal } from '../model/modal-bus';
import { canVerify, getRegistration } from '../model/registration';
import type { VerificationInput } from '../model/validation';
import { notifyFailure } from '../notify';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useSessionRoutes } from './use-session-routes';

/** docs/product.md §4, §8. */
export function useVerification() {
  const routes = useSessionRoutes();
  const completeSignIn = useCompleteSignIn();
  const { mutateAsync, isPending } = useMutation({ ...verificationUserMutation(), meta: { inlineErrors: true } });
  const inFlight = useRef(false);

  const verify = useCallback(
    async (input: VerificationInput) => {
      const registration = getRegistration();
      if (!canVerify(registration)) {
        // docs/product.md §4: nothing to verify (after a reload): sign up again.
        closeModal('modal-verification');
        openModal('modal-signup');
        return;
      }
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        const data = await mutateAsync({
          body: { userName: registration.username, mobile: registration.mobile, domain: registration.domain, otp: input.otp },
        }).catch((error: unknown) => {
          notifyFailure(signInFailureMessage(error, { fallbackToResult: true }));
          return null;
        });
        if (data) completeSignIn(data.result, 'verification', { to: routes.home });
      } finally {
        inFlight.current = false;
      }
    },
    [completeSignIn, mutateAsync, routes.home],
  );

  return { verify, isPending };
}
