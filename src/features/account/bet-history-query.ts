import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getUserBetHistory } from '@/api/generated/sdk.gen';
import type { BetHistoryRequest } from '@/api/generated/types.gen';

/** Bet/GetUserBetHistory is a POST that only reads (docs/wire.md §2.8), so the generator offers it as a
 * mutation; as a query it gets a cache key per filter and page, and the pager keeps the old page
 * while the next loads. The call itself is the generated SDK's. */
export function betHistoryQueryOptions(request: BetHistoryRequest) {
  return queryOptions({
    queryKey: ['getUserBetHistory', request] as const,
    queryFn: async ({ signal }) => (await getUserBetHistory({ body: request, signal, throwOnError: true })).data,
    placeholderData: keepPreviousData,
  });
}
