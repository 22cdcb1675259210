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

function writeFunds(queryClient: QueryClient, { balance, exposure }: FundsUpdate): GetUserOpenBetsResponse | undefined {
  const before = queryClient.getQueryData<GetUserOpenBetsResponse>(getUserOpenBetsQueryKey());
  if (!before) return undefined;
  queryClient.setQueryData<GetUserOpenBetsResponse>(getUserOpenBetsQueryKey(), {
    ...before,
    result: { ...before.result, balance, exposure: exposure ?? before.result.exposure },
  });
  return before;
}

/** Per client: the newest figures written while an open-bets load was on its way. */
const writtenDuringLoad = new WeakMap<QueryClient, FundsUpdate>();

/** That load may have been answered before the write: its answer must not undo it (decision 0001). */
function keepOverLoadInFlight(queryClient: QueryClient, update: FundsUpdate): void {
  const query = queryClient.getQueryCache().find({ queryKey: getUserOpenBetsQueryKey(), exact: true });
  if (query?.state.fetchStatus !== 'fetching') return;
  const waiting = writtenDuringLoad.has(queryClient);
  writtenDuringLoad.set(queryClient, update);
  if (waiting) return;
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query !== query) return;
    const { action } = event;
    // A manual success is a write like this one, not the load's answer.
    if (!((action.type === 'success' && !action.manual) || action.type === 'error')) return;
    stop();
    const newest = writtenDuringLoad.get(queryClient);
    writtenDuringLoad.delete(queryClient);
    if (action.type === 'error' || !newest) return;
    // Which is newer is unknown: the write stays shown, and a load begun after it decides.
    queueMicrotask(() => {
      writeFunds(queryClient, newest);
      void queryClient.invalidateQueries({ queryKey: getUserOpenBetsQueryKey() });
    });
  });
}

export function applyBalance(queryClient: QueryClient, update: FundsUpdate): { exposureMoved: boolean } {
  const before = writeFunds(queryClient, update);
  if (!before) return { exposureMoved: false };
  keepOverLoadInFlight(queryClient, update);
  return { exposureMoved: update.exposure !== undefined && update.exposure !== before.result.exposure };
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
