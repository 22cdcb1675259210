import { useQuery } from '@tanstack/react-query';
import { profitLossQueryOptions } from '@/features/wallet';
import { useIsSignedIn } from '@/features/session';
import type { FancyBookRow } from '@/lib/exchange/positions';

/** A fancy line's book, runs → amount (docs/wire.md §2.7: the runners of that line's P&L entry carry
 * the run total as `runnerId`); undefined without bets on the line. */
export function useFancyBook(bookMarketId: number): readonly FancyBookRow[] | undefined {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({
    ...profitLossQueryOptions(),
    enabled: signedIn,
    select: (response) =>
      response.result.find((market) => market.marketId === bookMarketId)?.runners.map((row) => ({ runs: row.runnerId, amount: row.amount })),
  });
  return data;
}
