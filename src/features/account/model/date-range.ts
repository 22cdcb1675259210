import { istDayOf } from '@/lib/ist-time';

// Calendar days as 'YYYY-MM-DD', as the history calls take them: IST days, the days the player's limits
// count (docs/domain.md "Player protection"), not the older clients' UTC days (docs/wire.md §2.8, §2.9).
// Pure: every function takes "now" from its caller.

export interface DayRange {
  /** 'YYYY-MM-DD', inclusive */
  from: string;
  /** 'YYYY-MM-DD', inclusive */
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Day arithmetic on the calendar alone: a day's midnight as if in UTC, and back. */
const midnightOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `days` after `day` (negative: before); month and year ends roll over. */
export function addDays(day: string, days: number): string {
  return dayAt(midnightOf(day) + days * DAY_MS);
}

/** A real calendar day in the wire format ('2026-02-30' is not one). */
export function isDay(text: string): boolean {
  return DAY_PATTERN.test(text) && !Number.isNaN(midnightOf(text)) && dayAt(midnightOf(text)) === text;
}

export type DatePreset = 'today' | 'fromYesterday' | 'last30Days';

/** The presets' button texts ('Just For Today' and 'From Yesterday' are the backend family's words,
 * docs/wire.md §2.8). */
export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  today: 'Just For Today',
  fromYesterday: 'From Yesterday',
  last30Days: 'Last 30 Days',
};

/** Today is the IST day of `nowMs`. 'Just For Today' is today alone. 'From Yesterday' is yesterday
 * through today: the old client sent today + 1 for both (docs/wire.md §2.8, a bug in its offset),
 * which we do not repeat. 'Last 30 Days' (ours, for the P&L chart) is the 30 days ending today. */
export function presetRange(preset: DatePreset, nowMs: number): DayRange {
  const today = istDayOf(nowMs);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'fromYesterday':
      return { from: addDays(today, -1), to: today };
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
  }
}

/** Every day of a range, in order (inclusive at both ends); none when the range is not valid. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  if (!isDay(range.from) || !isDay(range.to)) return days;
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Why a custom range cannot be searched, in the player's words; null when it can. */
export function rangeProblem(range: DayRange): string | null {
  if (!isDay(range.from)) return 'Choose a From date.';
  if (!isDay(range.to)) return 'Choose a To date.';
  if (range.from > range.to) return 'From must not be after To.';
  return null;
}

/** SkipCount of a 1-based page. */
export function skipCount(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}
