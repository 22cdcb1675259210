import { useQuery } from '@tanstack/react-query';
import { profitLossQueryOptions } from '@/features/wallet';
import { useIsSignedIn } from '@/features/session';

/** docs/wire.md §2.7; undefined without a bet in that book. */
export function useRunnerPosition(bookMarketId: number, runnerId: number): number | undefined {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({
    ...profitLossQueryOptions(),
    enabled: signedIn,
    select: (response) =>
      response.result.find((market) => market.marketId === bookMarketId)?.runners.find((runner) => runner.runnerId === runnerId)?.amount,
  });
  return data;
}
