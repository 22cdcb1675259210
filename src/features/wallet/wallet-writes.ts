// Every write to the player's money.
import type { QueryClient } from '@tanstack/react-query';
import { getUserExpectedProfitLossQueryKey, getUserOpenBetsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { GetUserOpenBetsResponse, OpenBets } from '@/api/generated/types.gen';
import { openBetsQueryOptions } from './wallet-queries';

/** A claim or a withdrawal moves only the balance. */
export interface FundsUpdate {
  balance: number;
  exposure?: number;
}

export function applyBalance(queryClient: QueryClient, { balance, exposure }: FundsUpdate): { exposureMoved: boolean } {
  const before = queryClient.getQueryData<GetUserOpenBetsResponse>(getUserOpenBetsQueryKey());
  if (!before) return { exposureMoved: false };
  queryClient.setQueryData<GetUserOpenBetsResponse>(getUserOpenBetsQueryKey(), {
    ...before,
    result: { ...before.result, balance, exposure: exposure ?? before.result.exposure },
  });
  return { exposureMoved: exposure !== undefined && exposure !== before.result.exposure };
}

export interface RefreshOptions {
  /** 'even-unshown': leaving the casino lobby. */
  profitLoss?: boolean | 'even-unshown';
}

export async function refreshAccount(queryClient: QueryClient, { profitLoss = true }: RefreshOptions = {}): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getUserOpenBetsQueryKey() }),
    profitLoss &&
      queryClient.invalidateQueries({
        queryKey: getUserExpectedProfitLossQueryKey(),
        refetchType: profitLoss === 'even-unshown' ? 'all' : 'active',
      }),
  ]);
}

export function cachedOpenBets(queryClient: QueryClient): OpenBets | undefined {
  return queryClient.getQueryData<GetUserOpenBetsResponse>(getUserOpenBetsQueryKey())?.result;
}

export function prefetchOpenBets(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(openBetsQueryOptions());
}

/** A load begun earlier must not answer; offline it fails at once. */
export async function fetchOpenBetsNow(queryClient: QueryClient): Promise<OpenBets> {
  await queryClient.cancelQueries({ queryKey: getUserOpenBetsQueryKey() });
  const data = await queryClient.fetchQuery({ ...openBetsQueryOptions(), staleTime: 0, retry: false, networkMode: 'always' });
  return data.result;
}
