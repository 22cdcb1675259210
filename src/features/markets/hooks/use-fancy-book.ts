import { useQuery } from '@tanstack/react-query';
import { profitLossQueryOptions } from '@/features/wallet';
import { useIsSignedIn } from '@/features/session';
import type { FancyBookRow } from '@/lib/exchange/positions';

/** docs/wire.md §2.7: the line's P&L runners carry the run total as `runnerId`. */
export function useFancyBook(bookMarketId: number): readonly FancyBookRow[] | undefined {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({
    ...profitLossQueryOptions(),
    enabled: signedIn,
    select: (response) =>
      response.result
        .find((market) => market.marketId === bookMarketId)
        ?.runners.map((row) => ({ runs: row.runnerId, amount: row.amount })),
  });
  return data;
}
