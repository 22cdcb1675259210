// Refused while offline, so nothing was sent.
// Why: docs/decisions/0008-lost-answers-and-client-references.md
import { onlineManager, type MutationFunctionContext, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError, OFFLINE_NOTHING_SENT_MESSAGE } from './errors';

export function isOffline(): boolean {
  return !onlineManager.isOnline() || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

export function offlineError(operation: string): ApiError {
  return new ApiError({ kind: 'offline', message: OFFLINE_NOTHING_SENT_MESSAGE, operation });
}

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
