import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { authenticateMutation } from '@/api/generated/@tanstack/react-query.gen';
import { signInFailureMessage } from '../model/error-message';
import { passwordAsOlderClientsSendIt, type LoginInput } from '../model/validation';
import { notifyFailure } from '../notify';
import { useCompleteSignIn, type AfterSignIn } from './use-complete-sign-in';

/** A second submit in flight is dropped, whatever the button's state. */
export function useLogin() {
  const completeSignIn = useCompleteSignIn();
  const { mutateAsync, isPending } = useMutation({ ...authenticateMutation(), meta: { inlineErrors: true } });
  const inFlight = useRef(false);

  const login = useCallback(
    async (input: LoginInput, after: AfterSignIn) => {
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        const data = await mutateAsync({
          // The backend family always sends true (docs/wire.md §1.1).
          body: { userNameOrEmailAddress: input.username, password: passwordAsOlderClientsSendIt(input.password), rememberClient: true },
        }).catch((error: unknown) => {
          notifyFailure(signInFailureMessage(error));
          return null;
        });
        if (data) completeSignIn(data.result, 'login', after);
      } finally {
        inFlight.current = false;
      }
    },
    [completeSignIn, mutateAsync],
  );

  return { login, isPending };
}
