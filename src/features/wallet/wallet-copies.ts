import { hashKey, type QueryClient } from '@tanstack/react-query';
import {
  getUserExpectedProfitLossOptions,
  getUserExpectedProfitLossQueryKey,
  getUserOpenBetsOptions,
  getUserOpenBetsQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import * as z from 'zod/mini';
import type { MarketProfitLoss, OpenBets } from '@/api/generated/types.gen';
import { zGetUserExpectedProfitLossResponse, zGetUserOpenBetsResponse, zMarketProfitLoss, zOpenBets } from '@/api/generated/mini/zod.gen';
import { isSignedIn } from '@/features/session';
import { storageKeys, storedJson, writeJson, writeString } from '@/lib/storage';

// Why: docs/decisions/0001-wallet-copies-and-polling.md

const storedOpenBets = storedJson(storageKeys.openBets, zOpenBets);
const storedProfitLoss = storedJson(storageKeys.profitLoss, z.array(zMarketProfitLoss));

export function storeOpenBets(openBets: OpenBets): void {
  writeJson(storageKeys.openBets, openBets);
  writeString(storageKeys.balance, String(openBets.balance));
  writeString(storageKeys.exposure, String(openBets.exposure));
}

export function storeProfitLoss(profitLoss: readonly MarketProfitLoss[]): void {
  writeJson(storageKeys.profitLoss, profitLoss);
}

/** After restoreSession, as stale data. */
export function hydrateAccountCache(queryClient: QueryClient): void {
  if (!isSignedIn()) return;
  const openBets = storedOpenBets.get();
  if (openBets) queryClient.setQueryData(getUserOpenBetsQueryKey(), { success: true as const, result: openBets }, { updatedAt: 0 });
  const profitLoss = storedProfitLoss.get();
  if (profitLoss)
    queryClient.setQueryData(getUserExpectedProfitLossQueryKey(), { success: true as const, result: profitLoss }, { updatedAt: 0 });
}

/** Once mounted, so a 401 finds the app shell listening. */
export function fetchMissingAccountData(queryClient: QueryClient): void {
  if (!isSignedIn()) return;
  if (queryClient.getQueryData(getUserOpenBetsQueryKey()) === undefined) void queryClient.prefetchQuery(getUserOpenBetsOptions());
  if (queryClient.getQueryData(getUserExpectedProfitLossQueryKey()) === undefined) {
    void queryClient.prefetchQuery(getUserExpectedProfitLossOptions());
  }
}

/** While signed in only: a late answer after logout leaves nothing. */
export function mirrorAccountCache(queryClient: QueryClient): () => void {
  const openBetsHash = hashKey(getUserOpenBetsQueryKey());
  const profitLossHash = hashKey(getUserExpectedProfitLossQueryKey());
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isSignedIn()) return;
    const { queryHash, state } = event.query;
    if (queryHash === openBetsHash) {
      const parsed = zGetUserOpenBetsResponse.safeParse(state.data);
      if (parsed.success) storeOpenBets(parsed.data.result);
    } else if (queryHash === profitLossHash) {
      const parsed = zGetUserExpectedProfitLossResponse.safeParse(state.data);
      if (parsed.success) storeProfitLoss(parsed.data.result);
    }
  });
}
