import type { QueryClient } from '@tanstack/react-query';
import { hydrateAccountCache } from './account-cache';
import { applyReloadRule, type ReloadOutcome } from './model/session-store';

/** Spec §4 "On reload", run once at start before the first render (so no guard sees an expired
 * session as signed in): an expired session is cleared; a live one keeps its token (the api runtime
 * sends it) and gets its open bets and P&L from the local copy (what has none is fetched once the
 * app is mounted: SessionProvider). */
export function restoreSession(queryClient: QueryClient, nowMs: number = Date.now()): ReloadOutcome {
  const outcome = applyReloadRule(nowMs);
  if (outcome === 'kept') hydrateAccountCache(queryClient);
  return outcome;
}
