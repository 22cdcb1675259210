import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@/api/errors';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** No toast: the screen shows it. */
      inlineErrors?: boolean;
    };
  }
}

/** docs/product.md §8: only mutations toast (tests/unit/mutation-network-rule.test.ts). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.inlineErrors) return;
        if (isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'aborted')) return;
        notifications.show({ color: 'red', title: t`Failed`, message: errorMessage(error) });
      },
    }),
    defaultOptions: {
      // Now or never: TanStack would send an offline write after the player gave up.
      mutations: { networkMode: 'always' },
      queries: {
        staleTime: 30_000,
        // A refused call will be refused again.
        retry: (failureCount, error) => failureCount < 2 && (!isApiError(error) || error.kind === 'network' || error.kind === 'server'),
        refetchOnWindowFocus: false,
      },
    },
  });
}
