import { describe, expect, it } from 'vitest';
import { bonusState, expiryText, formatExpiryDate, sortBonuses, wageringProgress } from '@/features/bonus/model/bonus';

const NOW = Date.parse('2026-11-21T08:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('a bonus as the player sees it', () => {
  it.each([
    ['AVAILABLE', at(DAY), 'available'],
    ['AVAILABLE', null, 'available'],
    ['AVAILABLE', at(-1), 'expired'],
    ['AVAILABLE', at(0), 'expired'],
    ['CLAIMED', at(-DAY), 'claimed'],
    ['CLAIMED', at(DAY), 'claimed'],
    ['EXPIRED', at(DAY), 'expired'],
  ] as const)('status %s expiring %s is %s', (status, expiresAt, state) => {
    expect(bonusState({ status, expiresAt }, NOW)).toBe(state);
  });

  it('lists claimable bonuses first, then claimed, then expired, keeping the order within each', () => {
    const bonuses = [
      { id: 1, status: 'EXPIRED', expiresAt: null },
      { id: 2, status: 'CLAIMED', expiresAt: null },
      { id: 3, status: 'AVAILABLE', expiresAt: at(-HOUR) },
      { id: 4, status: 'AVAILABLE', expiresAt: at(HOUR) },
      { id: 5, status: 'CLAIMED', expiresAt: null },
      { id: 6, status: 'AVAILABLE', expiresAt: null },
    ] as const;
    expect(sortBonuses(bonuses, NOW).map((bonus) => bonus.id)).toEqual([4, 6, 2, 5, 1, 3]);
  });
});

describe('wagering progress', () => {
  it.each([
    [2500, 0, 0, 'Wagered 0 of 2,500 (0%)'],
    [2500, 1250, 50, 'Wagered 1,250 of 2,500 (50%)'],
    [3000, 999, 33, 'Wagered 999 of 3,000 (33%)'],
    [5000, 5000, 100, 'Wagered 5,000 of 5,000 (100%)'],
    [5000, 7000, 100, 'Wagered 5,000 of 5,000 (100%)'],
    [100000, 2500, 2, 'Wagered 2,500 of 1,00,000 (2%)'],
  ])('%d required, %d done: %d%%', (wageringRequired, wageringDone, percent, text) => {
    expect(wageringProgress({ wageringRequired, wageringDone })).toEqual({ percent, text });
  });

  it('is absent when no wagering is required', () => {
    expect(wageringProgress({ wageringRequired: 0, wageringDone: 0 })).toBeNull();
    expect(wageringProgress({})).toBeNull();
  });
});

describe('expiry', () => {
  it.each([
    [7 * DAY, 'expires in 7 days'],
    [7 * DAY - HOUR, 'expires in 6 days 23 hours'],
    [DAY + HOUR, 'expires in 1 day 1 hour'],
    [DAY, 'expires in 1 day'],
    [5 * HOUR + 10 * MIN, 'expires in 5 hours 10 minutes'],
    [HOUR, 'expires in 1 hour'],
    [2 * MIN + 30_000, 'expires in 2 minutes'],
    [30_000, 'expires in less than a minute'],
    [0, 'Expired'],
    [-5 * DAY, 'Expired'],
  ])('%d ms left: %s', (left, text) => {
    expect(expiryText(at(left), NOW)).toBe(text);
  });

  it('says nothing without a valid expiry', () => {
    expect(expiryText(null, NOW)).toBeNull();
    expect(expiryText('not a date', NOW)).toBeNull();
    expect(formatExpiryDate(undefined)).toBeNull();
  });

  it('gives the date in UTC, as the statement does', () => {
    expect(formatExpiryDate('2026-11-28T08:05:00Z')).toMatch(/^28 Nov 2026, 8:05\s?am UTC$/i);
  });
});
