import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getUserBetHistory } from '@/api/generated/sdk.gen';
import type { BetHistoryRequest } from '@/api/generated/types.gen';

/** A read-only POST (docs/wire.md §2.8), as a query. */
export function betHistoryQueryOptions(request: BetHistoryRequest) {
  return queryOptions({
    queryKey: ['getUserBetHistory', request] as const,
    queryFn: async ({ signal }) => (await getUserBetHistory({ body: request, signal, throwOnError: true })).data,
    placeholderData: keepPreviousData,
  });
}
