import { notifications } from '@mantine/notifications';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@/api/errors';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The screen shows this mutation's failure itself: no toast. */
      inlineErrors?: boolean;
    };
  }
}

/** docs/product.md §8: a failed action is told in an error toast with the server's message. Queries report
 * their failures where their data would be, so only mutations toast here. A 401 ends the session
 * (its own toast, from the navigation effects) and an aborted request is no failure. The app's only
 * QueryClient (tests/unit/mutation-network-rule.test.ts). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.inlineErrors) return;
        if (isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'aborted')) return;
        notifications.show({ color: 'red', title: 'Failed', message: errorMessage(error) });
      },
    }),
    defaultOptions: {
      // A write is sent now or not at all: TanStack's default pauses it while offline and sends it when the
      // connection returns, after the player may have given up on it. Offline, the fetch fails at once instead.
      mutations: { networkMode: 'always' },
      queries: {
        staleTime: 30_000,
        // A refused call will be refused again: retry only what may pass on a second try.
        retry: (failureCount, error) =>
          failureCount < 2 && (!isApiError(error) || error.kind === 'network' || error.kind === 'server'),
        refetchOnWindowFocus: false,
      },
    },
  });
}
