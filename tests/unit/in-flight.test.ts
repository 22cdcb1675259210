import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LEAVE_AFTER_ERROR_MS,
  LEAVE_AFTER_SUCCESS_MS,
  inFlightSnapshot,
  isExcludedFromInFlight,
  joinInFlight,
  resetInFlight,
  subscribeInFlight,
} from '@/api/in-flight';

describe('requests in flight (docs/product.md §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetInFlight();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a successful request listed for exactly 1000 ms after its response', () => {
    const leave = joinInFlight('GET /Bet/GetUserBetHistory');
    expect(inFlightSnapshot()).toHaveLength(1);
    leave('success');
    vi.advanceTimersByTime(LEAVE_AFTER_SUCCESS_MS - 1);
    expect(inFlightSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(inFlightSnapshot()).toHaveLength(0);
  });

  it('drops a failed request 100 ms after its error', () => {
    const leave = joinInFlight('POST /Account/changePassword');
    leave('error');
    vi.advanceTimersByTime(LEAVE_AFTER_ERROR_MS - 1);
    expect(inFlightSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(inFlightSnapshot()).toHaveLength(0);
  });

  it('removes only its own entry, once, however often it is told', () => {
    const first = joinInFlight('GET /a');
    joinInFlight('GET /b');
    first('error');
    first('success');
    vi.advanceTimersByTime(LEAVE_AFTER_SUCCESS_MS);
    expect(inFlightSnapshot().map((entry) => entry.operation)).toEqual(['GET /b']);
  });

  it('tells subscribers and keeps the same snapshot between changes', () => {
    const listener = vi.fn();
    const stop = subscribeInFlight(listener);
    const before = inFlightSnapshot();
    expect(inFlightSnapshot()).toBe(before);
    joinInFlight('GET /a');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(inFlightSnapshot()).not.toBe(before);
    stop();
  });

  it.each([
    ['https://api.x/Account/Authenticate', true],
    ['https://api.x/Odds/GetUserOddsV2?eventId=1', true],
    ['https://api.x/Bet/PlaceBetV2', true],
    ['https://api.x/Odds/GetUserLimits?eventId=1', true],
    ['https://api.x/api/services/app/Sport/GetScoreCard?DreamEventId=1', true],
    ['https://api.x/api/services/app/Sport/GetVideoLink', true],
    ['https://api.x/api/services/app/Sport/GetVideoLink?eventId=3001', true],
    ['https://api.x/api/InternationalCasino/GetGames', true],
    ['https://api.x/Event/TreeSportWithEvent', true],
    ['https://api.x/Bet/GetUserOpenBets', true],
    ['https://api.x/Bet/GetUserExpectedProfitLoss', true],
    ['https://api.x/Bet/GetUserBetHistory', false],
    ['https://api.x/Account/Register', false],
    ['https://api.x/Transaction/GetHistory?From=2026-11-01', false],
  ])('%s excluded: %s', (url, excluded) => {
    expect(isExcludedFromInFlight(url)).toBe(excluded);
  });
});
