import { describe, expect, it } from 'vitest';
import { addDays, isDay, presetRange, rangeProblem, skipCount } from '@/features/account/model/date-range';
import { istDayOf } from '@/lib/ist-time';

const at = (iso: string) => Date.parse(iso);

describe('istDayOf', () => {
  it.each([
    ['2026-11-21T07:30:00Z', '2026-11-21'],
    // Already the 21st in India (05:29 IST), still the 20th in UTC: the filters use IST days.
    ['2026-11-20T23:59:59Z', '2026-11-21'],
    ['2026-11-20T18:29:59Z', '2026-11-20'],
    ['2026-11-20T18:30:00Z', '2026-11-21'],
    ['2025-12-31T18:30:00Z', '2026-01-01'],
  ])('%s is %s', (instant, day) => expect(istDayOf(at(instant))).toBe(day));
});

describe('addDays', () => {
  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-11-21', -30, '2026-10-22'],
    ['2026-11-21', 0, '2026-11-21'],
  ])('%s %+d days is %s', (day, days, expected) => expect(addDays(day, days)).toBe(expected));
});

describe('presetRange', () => {
  it("counts India's day: at 01:30 IST on 2 March (20:00 UTC on 1 March) today is 2 March", () => {
    expect(presetRange('today', at('2026-03-01T20:00:00Z'))).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(presetRange('fromYesterday', at('2026-03-01T20:00:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-02' });
  });

  it.each([
    ['today', '2026-11-21T07:30:00Z', { from: '2026-11-21', to: '2026-11-21' }],
    ['fromYesterday', '2026-11-21T07:30:00Z', { from: '2026-11-20', to: '2026-11-21' }],
    ['fromYesterday', '2026-03-01T00:10:00Z', { from: '2026-02-28', to: '2026-03-01' }],
    ['fromYesterday', '2026-01-01T12:00:00Z', { from: '2025-12-31', to: '2026-01-01' }],
  ] as const)('%s at %s', (preset, now, range) => expect(presetRange(preset, at(now))).toEqual(range));
});

describe('rangeProblem', () => {
  it.each([
    [{ from: '2026-11-01', to: '2026-11-21' }, null],
    [{ from: '2026-11-21', to: '2026-11-21' }, null],
    [{ from: '', to: '2026-11-21' }, 'Choose a From date.'],
    [{ from: '2026-11-01', to: '2026-02-30' }, 'Choose a To date.'],
    [{ from: '2026-11-22', to: '2026-11-21' }, 'From must not be after To.'],
  ])('%o → %s', (range, problem) => expect(rangeProblem(range)).toBe(problem));

  it('knows real days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('21/11/2026')).toBe(false);
  });
});

describe('skipCount', () => {
  it.each([
    [1, 10, 0],
    [2, 10, 10],
    [3, 25, 50],
    [0, 10, 0],
  ])('page %d of size %d skips %d', (page, size, skip) => expect(skipCount(page, size)).toBe(skip));
});
