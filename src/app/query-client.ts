import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
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
