// Time-outs (RTS 13) and self-exclusion (RTS 14), shared with the mock.
// Why: docs/decisions/0013-player-protection.md
import { IST_OFFSET_MS } from '@/lib/ist-day';
import { DAY_MS } from './limits';

export type TimeOutLength = 'DAY' | 'WEEK' | 'MONTH' | 'SIX_WEEKS';
export type ExclusionLength = 'SIX_MONTHS' | 'ONE_YEAR' | 'FIVE_YEARS';

export const TIME_OUT_LENGTHS: readonly TimeOutLength[] = ['DAY', 'WEEK', 'MONTH', 'SIX_WEEKS'];
export const EXCLUSION_LENGTHS: readonly ExclusionLength[] = ['SIX_MONTHS', 'ONE_YEAR', 'FIVE_YEARS'];

/** A day the month lacks (31 → February) is the month's last day. */
function addIstMonths(ms: number, months: number): number {
  const shifted = new Date(ms + IST_OFFSET_MS);
  const year = shifted.getUTCFullYear();
  const month = shifted.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(shifted.getUTCDate(), lastDay);
  const clock = ms + IST_OFFSET_MS - Date.UTC(year, shifted.getUTCMonth(), shifted.getUTCDate());
  return Date.UTC(year, month, day) + clock - IST_OFFSET_MS;
}

export function timeOutEnd(length: TimeOutLength, fromMs: number): number {
  switch (length) {
    case 'DAY':
      return fromMs + DAY_MS;
    case 'WEEK':
      return fromMs + 7 * DAY_MS;
    case 'MONTH':
      return addIstMonths(fromMs, 1);
    case 'SIX_WEEKS':
      return fromMs + 42 * DAY_MS;
  }
}

export function exclusionEnd(length: ExclusionLength, fromMs: number): number {
  switch (length) {
    case 'SIX_MONTHS':
      return addIstMonths(fromMs, 6);
    case 'ONE_YEAR':
      return addIstMonths(fromMs, 12);
    case 'FIVE_YEARS':
      return addIstMonths(fromMs, 60);
  }
}
