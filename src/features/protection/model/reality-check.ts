// The reality check (UKGC RTS, MGA): at the player's interval, a dialog with the time since login and
// the net result since then. Its timing is shared by every tab (localStorage, one key), so one tab
// shows it: the first to claim it when it is due; the others see the claim and stay quiet.

export const DEFAULT_REALITY_CHECK_MINUTES = 30;
/** A claim this old was left by a tab that closed or reloaded with the dialog open: another takes over. */
export const ABANDONED_CLAIM_MS = 2 * 60_000;
const MINUTE_MS = 60_000;

export interface RealityCheckClock {
  user: string;
  /** When the session started (epoch ms), as the first tab saw it. */
  loginAt: number;
  /** When the next check is due. */
  dueAt: number;
  /** The tab showing the dialog now, and since when. */
  shownBy: string | null;
  shownAt: number | null;
}

export function startClock(user: string, nowMs: number, minutes: number | null): RealityCheckClock {
  return { user, loginAt: nowMs, dueAt: nowMs + (minutes ?? DEFAULT_REALITY_CHECK_MINUTES) * MINUTE_MS, shownBy: null, shownAt: null };
}

/** The next check one interval after now (Continue, a new interval chosen). */
export function nextCheck(clock: RealityCheckClock, nowMs: number, minutes: number | null): RealityCheckClock {
  return { ...clock, dueAt: nowMs + (minutes ?? DEFAULT_REALITY_CHECK_MINUTES) * MINUTE_MS, shownBy: null, shownAt: null };
}

export type RealityCheckStep = 'wait' | 'claim' | 'show' | 'hide';

/**
 * What a tab does on a tick: wait (not due, off, the slip is busy, or another tab shows it), claim
 * it (write its id, and show on the next tick if the claim held), show it (its claim held), or hide
 * it (another tab answered it).
 */
export function realityCheckStep(
  clock: RealityCheckClock,
  input: { tabId: string; nowMs: number; minutes: number | null; busy: boolean; open: boolean },
): RealityCheckStep {
  if (input.open) return clock.shownBy === input.tabId ? 'wait' : 'hide';
  if (input.minutes === null || input.nowMs < clock.dueAt) return 'wait';
  if (clock.shownBy === input.tabId) return 'show';
  const abandoned = clock.shownAt !== null && input.nowMs - clock.shownAt > ABANDONED_CLAIM_MS;
  if (clock.shownBy !== null && !abandoned) return 'wait';
  // Never in the middle of placing a bet: it waits for the slip.
  return input.busy ? 'wait' : 'claim';
}

/** "1 hour 5 minutes", "15 minutes", "less than a minute". */
export function durationWords(ms: number): string {
  const minutes = Math.floor(ms / MINUTE_MS);
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (hours === 0) return part(rest, 'minute');
  return rest === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(rest, 'minute')}`;
}
