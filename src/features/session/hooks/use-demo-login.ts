import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { loginAsDemoUser } from '@/api/generated/sdk.gen';
import { demoFailureMessage } from '../model/error-message';
import { notifyFailure } from '../notify';
import { useCompleteSignIn, type AfterSignIn } from './use-complete-sign-in';

async function requestDemoLogin() {
  const { data } = await loginAsDemoUser({ throwOnError: true });
  return data;
}

/** A GET in the contract, but an action: a mutation. */
export function useDemoLogin() {
  const completeSignIn = useCompleteSignIn();
  const { mutateAsync, isPending } = useMutation({ mutationFn: requestDemoLogin, meta: { inlineErrors: true } });
  const inFlight = useRef(false);

  const demoLogin = useCallback(
    async (after: AfterSignIn) => {
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        const data = await mutateAsync().catch((error: unknown) => {
          const message = demoFailureMessage(error);
          if (message !== null) notifyFailure(message);
          return null;
        });
        if (data) completeSignIn(data.result, 'demo', after);
      } finally {
        inFlight.current = false;
      }
    },
    [completeSignIn, mutateAsync],
  );

  return { demoLogin, isPending };
}
