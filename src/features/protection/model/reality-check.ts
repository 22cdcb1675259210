// One reality check for all the tabs. Why: docs/decisions/0013-player-protection.md
import { plural, t } from '@lingui/core/macro';

export const DEFAULT_REALITY_CHECK_MINUTES = 30;
/** Left by a tab that closed with the dialog open: another takes over. */
export const ABANDONED_CLAIM_MS = 2 * 60_000;
/** Often enough for a hidden tab, whose timers Chrome runs once a minute. */
export const RENEW_CLAIM_MS = 30_000;
const MINUTE_MS = 60_000;

export interface RealityCheckClock {
  user: string;
  /** As the first tab saw it. */
  loginAt: number;
  dueAt: number;
  shownBy: string | null;
  shownAt: number | null;
}

export function startClock(user: string, nowMs: number, minutes: number | null): RealityCheckClock {
  return { user, loginAt: nowMs, dueAt: nowMs + (minutes ?? DEFAULT_REALITY_CHECK_MINUTES) * MINUTE_MS, shownBy: null, shownAt: null };
}

export function nextCheck(clock: RealityCheckClock, nowMs: number, minutes: number | null): RealityCheckClock {
  return { ...clock, dueAt: nowMs + (minutes ?? DEFAULT_REALITY_CHECK_MINUTES) * MINUTE_MS, shownBy: null, shownAt: null };
}

export type RealityCheckStep = 'wait' | 'claim' | 'show' | 'renew' | 'hide';

/** A claim shows on the next tick if it held; the tab showing it renews it, or another would take over. */
export function realityCheckStep(
  clock: RealityCheckClock,
  input: { tabId: string; nowMs: number; minutes: number | null; busy: boolean; open: boolean },
): RealityCheckStep {
  if (input.open) {
    if (clock.shownBy !== input.tabId) return 'hide';
    return input.nowMs - (clock.shownAt ?? 0) >= RENEW_CLAIM_MS ? 'renew' : 'wait';
  }
  if (input.minutes === null || input.nowMs < clock.dueAt) return 'wait';
  if (clock.shownBy === input.tabId) return 'show';
  const abandoned = clock.shownAt !== null && input.nowMs - clock.shownAt > ABANDONED_CLAIM_MS;
  if (clock.shownBy !== null && !abandoned) return 'wait';
  // Never in the middle of placing a bet.
  return input.busy ? 'wait' : 'claim';
}

export function durationWords(ms: number): string {
  const minutes = Math.floor(ms / MINUTE_MS);
  if (minutes < 1) return t`less than a minute`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, { one: '# minute', other: '# minutes' });
  if (rest === 0) return plural(hours, { one: '# hour', other: '# hours' });
  return t`${plural(hours, { one: '# hour', other: '# hours' })} ${plural(rest, { one: '# minute', other: '# minutes' })}`;
}
