import { applyReloadRule, type ReloadOutcome } from './model/saved-session';

/** Once before the first render, so no guard sees an expired session as signed in. */
export function restoreSession(nowMs: number = Date.now()): ReloadOutcome {
  return applyReloadRule(nowMs);
}
