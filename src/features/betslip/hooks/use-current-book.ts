import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { GetUserExpectedProfitLossResponse, RunnerAmount } from '@/api/generated/types.gen';
import { useIsSignedIn } from '@/features/session';
import { profitLossQueryOptions } from '@/features/wallet';
import type { CurrentBook } from '../model/slip-figures';
import type { SlipSelection } from '../model/slip-selection';

const NO_AMOUNTS: readonly RunnerAmount[] = [];

function amountsOf(data: GetUserExpectedProfitLossResponse, bookMarketId: number): readonly RunnerAmount[] {
  return data.result.find((market) => market.marketId === bookMarketId)?.runners ?? NO_AMOUNTS;
}

/** Fancy: runs → amount. */
export function useCurrentBook(selection: SlipSelection | null): CurrentBook {
  const signedIn = useIsSignedIn();
  const bookMarketId = selection?.bookMarketId ?? 0;
  const { data: amounts = NO_AMOUNTS } = useQuery({
    ...profitLossQueryOptions(),
    enabled: signedIn && selection !== null,
    select: (data) => amountsOf(data, bookMarketId),
  });
  const fancy = selection?.marketType === 'fancy2';
  return useMemo<CurrentBook>(
    () =>
      fancy
        ? { kind: 'fancy', rows: amounts.map(({ runnerId, amount }) => ({ runs: runnerId, amount })) }
        : { kind: 'runners', positions: new Map(amounts.map(({ runnerId, amount }) => [runnerId, amount])) },
    [amounts, fancy],
  );
}
