import { applyReloadRule, type ReloadOutcome } from './model/stored-session';

/** docs/product.md §4 "On reload", run once at start before the first render (so no guard sees an expired
 * session as signed in): an expired session is cleared; a live one keeps its token (the api runtime
 * sends it). Its open bets and P&L then come from the local copy (the wallet's hydrateAccountCache;
 * what has none is fetched once the app is mounted). */
export function restoreSession(nowMs: number = Date.now()): ReloadOutcome {
  return applyReloadRule(nowMs);
}
