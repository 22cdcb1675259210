import { describe, expect, it } from 'vitest';
import { DATE_PRESET_LABELS, daysOf, presetRange, rangeProblem } from '@/features/account/model/date-range';

const at = (iso: string) => Date.parse(iso);

describe('date presets of the account screens', () => {
  it("names the backend family's two presets in its words", () => {
    expect(DATE_PRESET_LABELS.today).toBe('Just For Today');
    expect(DATE_PRESET_LABELS.fromYesterday).toBe('From Yesterday');
  });

  it.each([
    ['2026-11-21T07:30:00Z', { from: '2026-10-23', to: '2026-11-21' }],
    // 30 days across a month end and a leap day; 23:59 UTC is already the next day in India
    ['2024-03-10T23:59:00Z', { from: '2024-02-11', to: '2024-03-11' }],
    ['2024-03-10T18:29:00Z', { from: '2024-02-10', to: '2024-03-10' }],
    ['2026-01-05T00:00:00Z', { from: '2025-12-07', to: '2026-01-05' }],
  ])("'Last 30 Days' at %s is %o", (now, range) => {
    expect(presetRange('last30Days', at(now))).toEqual(range);
    expect(daysOf(range)).toHaveLength(30);
  });

  it('every preset is a valid range ending today (IST)', () => {
    for (const preset of ['today', 'fromYesterday', 'last30Days'] as const) {
      const range = presetRange(preset, at('2026-11-20T23:59:59Z'));
      expect(rangeProblem(range)).toBeNull();
      expect(range.to).toBe('2026-11-21');
    }
  });
});

describe('daysOf', () => {
  it('lists every day of a range, both ends included, across a year end', () => {
    expect(daysOf({ from: '2025-12-30', to: '2026-01-02' })).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
    expect(daysOf({ from: '2026-11-21', to: '2026-11-21' })).toEqual(['2026-11-21']);
  });

  it('has no days for a backwards or unfinished range (and never loops)', () => {
    expect(daysOf({ from: '2026-11-21', to: '2026-11-20' })).toEqual([]);
    expect(daysOf({ from: '', to: '2026-11-20' })).toEqual([]);
    expect(daysOf({ from: '2026-02-30', to: '2026-03-02' })).toEqual([]);
  });
});
