import { queryOptions } from '@tanstack/react-query';
import { getUserBetHistory } from '@/api/generated/sdk.gen';
import type { BetHistoryItem } from '@/api/generated/types.gen';
import type { DayRange } from './model/date-range';

/** Bet/GetUserBetHistory takes at most 100 rows a call (openapi BetHistoryRequest.maxResultCount). */
export const HISTORY_PAGE_MAX = 100;
/** P&L reads at most this many pages (2,000 bets) of one range, and says so when there are more. */
export const HISTORY_PAGES_MAX = 20;

export interface SettledBets {
  bets: BetHistoryItem[];
  totalCount: number;
  /** More bets settled in the range than were read. */
  truncated: boolean;
}

/** Every settled bet of a range, for P&L (which sums them all): the first page says how many there
 * are, the rest are asked for at once. The calls are the generated SDK's; like the bet history's
 * (bet-history-query.ts) the POST is a query with its own key. */
export function settledBetsQueryOptions(range: DayRange) {
  return queryOptions({
    queryKey: ['getUserBetHistory', 'all', range.from, range.to] as const,
    queryFn: async ({ signal }): Promise<SettledBets> => {
      const page = async (index: number) =>
        (
          await getUserBetHistory({
            body: { startDate: range.from, endDate: range.to, sorting: '', maxResultCount: HISTORY_PAGE_MAX, skipCount: index * HISTORY_PAGE_MAX },
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
