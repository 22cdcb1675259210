// A money action (a bet, a cash out, a cancel, a deposit or withdrawal request) is sent now or not at
// all. Like every mutation it is never paused for the network (src/app/query-client.ts); while the browser
// says it is offline it is refused before anything leaves, so the lost-answer check knows nothing was sent.
import { onlineManager, type MutationFunctionContext, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError, OFFLINE_NOTHING_SENT_MESSAGE } from './errors';

/** Whether the browser says it is offline (the browser's own flag, or TanStack's online manager). */
export function isOffline(): boolean {
  return !onlineManager.isOnline() || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** The error of a money action refused before anything was sent. */
export function offlineError(operation: string): ApiError {
  return new ApiError({ kind: 'offline', message: OFFLINE_NOTHING_SENT_MESSAGE, operation });
}

/**
 * The mutation options of a money action: refused with "You are offline: nothing was sent" while the
 * browser is offline. `operation` names it in the error ('POST /Bet/PlaceBetV2').
 */
export function moneyAction<TData, TError, TVariables, TOnMutateResult>(
  operation: string,
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationOptions<TData, TError, TVariables, TOnMutateResult> {
  const { mutationFn } = options;
  if (!mutationFn) throw new Error(`moneyAction(${operation}) needs a mutationFn`);
  return {
    ...options,
    mutationFn: (variables: TVariables, context: MutationFunctionContext) => {
      if (isOffline()) return Promise.reject(offlineError(operation));
      return mutationFn(variables, context);
    },
  };
}
