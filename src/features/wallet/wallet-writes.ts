// Every write to the player's money in the cache goes through here (one home for the player's money,
// docs/architecture.md): a balance (and exposure) that a placement, a cancel, a claim, a withdrawal or the
// hub's UserBalance reports, and the refetch of open bets and expected P&L after something may have moved
// them. The keys are the generated ones; readers use the queries of wallet-queries.ts.
import type { QueryClient } from '@tanstack/react-query';
import { getUserExpectedProfitLossQueryKey, getUserOpenBetsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { GetUserOpenBetsResponse, OpenBets } from '@/api/generated/types.gen';
import { openBetsQueryOptions } from './wallet-queries';

/** What an answer or a push says about the player's funds: the balance, and the exposure when it
 * carries one (a bonus claim or a withdrawal moves only the balance). */
export interface FundsUpdate {
  balance: number;
  exposure?: number;
}

/** Shows a new balance (and exposure) everywhere at once, when open bets are loaded. Returns
 * whether the exposure moved: then the open bets and positions have changed too. */
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
  /** The expected P&L too (default): true refetches it where it is shown; 'even-unshown' also when
   * no screen shows it (docs/product.md §2: leaving the casino lobby reloads it). */
  profitLoss?: boolean | 'even-unshown';
}

/** Fetches again what may have moved: open bets (with balance and exposure) and the expected P&L. */
export async function refreshAccount(queryClient: QueryClient, { profitLoss = true }: RefreshOptions = {}): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getUserOpenBetsQueryKey() }),
    profitLoss && queryClient.invalidateQueries({ queryKey: getUserExpectedProfitLossQueryKey(), refetchType: profitLoss === 'even-unshown' ? 'all' : 'active' }),
  ]);
}

/** The open bets in the cache, if loaded. */
export function cachedOpenBets(queryClient: QueryClient): OpenBets | undefined {
  return queryClient.getQueryData<GetUserOpenBetsResponse>(getUserOpenBetsQueryKey())?.result;
}

/** Loads open bets unless the cache has a fresh copy (a navigation's in-reload update, docs/product.md §2). */
export function prefetchOpenBets(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(openBetsQueryOptions());
}

/** Reads open bets afresh, now, once: a load that started earlier must not answer (a placement whose
 * answer was lost asks for its bet). Offline it fails at once instead of waiting for the network. */
export async function fetchOpenBetsNow(queryClient: QueryClient): Promise<OpenBets> {
  await queryClient.cancelQueries({ queryKey: getUserOpenBetsQueryKey() });
  const data = await queryClient.fetchQuery({ ...openBetsQueryOptions(), staleTime: 0, retry: false, networkMode: 'always' });
  return data.result;
}
