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

// docs/product.md §3 keeps local copies of the open bets (with balance and exposure) and the expected P&L, and
// docs/product.md §4 loads them on reload "from the local copy or fetched". The server state itself lives in
// React Query (docs/architecture.md): the copies are seeded into the cache at start and mirrored from it.

const storedOpenBets = storedJson(storageKeys.openBets, zOpenBets);
const storedProfitLoss = storedJson(storageKeys.profitLoss, z.array(zMarketProfitLoss));

/** docs/product.md §3 OpenBets (the open-bets object) with the balance and exposure it carries. */
export function storeOpenBets(openBets: OpenBets): void {
  writeJson(storageKeys.openBets, openBets);
  writeString(storageKeys.balance, String(openBets.balance));
  writeString(storageKeys.exposure, String(openBets.exposure));
}

/** docs/product.md §3 ProfitLoss: the expected profit/loss per market. */
export function storeProfitLoss(profitLoss: readonly MarketProfitLoss[]): void {
  writeJson(storageKeys.profitLoss, profitLoss);
}

/** docs/product.md §4 reload with a live session, first half: the local copies go into the cache as stale data
 * (shown at once, refetched by the first screen that uses them). Runs before the first render, after
 * restoreSession (an expired session has no copies left by then). */
export function hydrateAccountCache(queryClient: QueryClient): void {
  if (!isSignedIn()) return;
  const openBets = storedOpenBets.get();
  if (openBets) queryClient.setQueryData(getUserOpenBetsQueryKey(), { success: true as const, result: openBets }, { updatedAt: 0 });
  const profitLoss = storedProfitLoss.get();
  if (profitLoss) queryClient.setQueryData(getUserExpectedProfitLossQueryKey(), { success: true as const, result: profitLoss }, { updatedAt: 0 });
}

/** Second half: what has no local copy is fetched. Called once the app is mounted, so a 401 finds
 * the app shell listening (src/api/session-ended.ts). */
export function fetchMissingAccountData(queryClient: QueryClient): void {
  if (!isSignedIn()) return;
  if (queryClient.getQueryData(getUserOpenBetsQueryKey()) === undefined) void queryClient.prefetchQuery(getUserOpenBetsOptions());
  if (queryClient.getQueryData(getUserExpectedProfitLossQueryKey()) === undefined) {
    void queryClient.prefetchQuery(getUserExpectedProfitLossOptions());
  }
}

/** Keeps the local copies in step with the cache (fetches and hub pushes alike) while signed in, so
 * a late answer after logout leaves nothing behind. Returns the unsubscribe. */
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
