import { queryOptions } from '@tanstack/react-query';
import { getUserBetHistory } from '@/api/generated/sdk.gen';
import type { BetHistoryItem } from '@/api/generated/types.gen';
import type { DayRange } from './model/date-range';

/** openapi BetHistoryRequest.maxResultCount */
export const HISTORY_PAGE_MAX = 100;
/** 2,000 bets; the screen says when there are more. */
export const HISTORY_PAGES_MAX = 20;

export interface SettledBets {
  bets: BetHistoryItem[];
  totalCount: number;
  truncated: boolean;
}

/** A read-only POST as a query; the first page says how many follow. */
export function settledBetsQueryOptions(range: DayRange) {
  return queryOptions({
    queryKey: ['getUserBetHistory', 'all', range.from, range.to] as const,
    queryFn: async ({ signal }): Promise<SettledBets> => {
      const page = async (index: number) =>
        (
          await getUserBetHistory({
            body: {
              startDate: range.from,
              endDate: range.to,
              sorting: '',
              maxResultCount: HISTORY_PAGE_MAX,
              skipCount: index * HISTORY_PAGE_MAX,
            },
            signal,
            throwOnError: true,
          })
        ).data.result;
      const first = await page(0);
      const pages = Math.min(HISTORY_PAGES_MAX, Math.ceil(first.totalCount / HISTORY_PAGE_MAX));
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => page(index + 1)));
      const bets = [first, ...rest].flatMap((result) => result.items);
      return { bets, totalCount: first.totalCount, truncated: bets.length < first.totalCount };
    },
  });
}
