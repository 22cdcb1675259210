import { t } from '@lingui/core/macro';
import { istDayOf } from '@/lib/ist-time';

// IST days, not older clients' UTC days (docs/wire.md §2.8, §2.9).

export interface DayRange {
  /** 'YYYY-MM-DD'; both ends inclusive. */
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const midnightOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return dayAt(midnightOf(day) + days * DAY_MS);
}

/** '2026-02-30' is not one. */
export function isDay(text: string): boolean {
  return DAY_PATTERN.test(text) && !Number.isNaN(midnightOf(text)) && dayAt(midnightOf(text)) === text;
}

export type DatePreset = 'today' | 'fromYesterday' | 'last30Days';

/** The first two are the backend family's words (docs/wire.md §2.8). */
export const DATE_PRESET_LABELS: Readonly<Record<DatePreset, string>> = {
  get today() {
    return t`Just For Today`;
  },
  get fromYesterday() {
    return t`From Yesterday`;
  },
  get last30Days() {
    return t`Last 30 Days`;
  },
};

/** The old client's today + 1 (docs/wire.md §2.8, a bug in its offset) is not repeated. */
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

export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  if (!isDay(range.from) || !isDay(range.to)) return days;
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function rangeProblem(range: DayRange): string | null {
  if (!isDay(range.from)) return t`Choose a From date.`;
  if (!isDay(range.to)) return t`Choose a To date.`;
  if (range.from > range.to) return t`From must not be after To.`;
  return null;
}

export function skipCount(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}
