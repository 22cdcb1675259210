import { describe, expect, it } from 'vitest';
import type { OpenBet, ReplaceBetResult } from '@/api/generated/types.gen';
import { formatMoney } from '@/lib/money';
import { checkLowerStake, checkNewOdds, marketsWithUnmatched, replaceOutcomeText } from '@/features/markets/model/order-edit';

describe('checkNewOdds', () => {
  it.each([
    [2.6, '2.8', { ok: true, value: 2.8 }],
    [2.6, '3.02', { ok: true, value: 3.0 }],
    // A decimal comma is a decimal comma: never 2 or 25 (a back must not match below what was typed).
    [2.6, '2,5', { ok: true, value: 2.5 }],
    [2.6, '2,8', { ok: true, value: 2.8 }],
    [2.6, '2.615', { ok: true, value: 2.62 }],
    // Halfway between two ticks goes to the shorter price: 2.6, where it already rests.
    [2.6, '2.61', { ok: false, message: 'It already rests at 2.6' }],
    [2.6, '2.6', { ok: false, message: 'It already rests at 2.6' }],
    [2.6, '', { ok: false, message: 'Enter the new odds' }],
    [2.6, 'abc', { ok: false, message: 'Enter the new odds' }],
    [2.6, '1', { ok: false, message: 'Odds go from 1.01 to 1000' }],
    [2.6, '1001', { ok: false, message: 'Odds go from 1.01 to 1000' }],
  ])('from %s, typed %s', (restingAt, typed, expected) => {
    expect(checkNewOdds(restingAt, typed)).toEqual(expected);
  });
});

describe('checkLowerStake: the stake that should remain', () => {
  it.each([
    [500, '300', { ok: true, value: 300 }],
    [500, '0.1', { ok: true, value: 0.1 }],
    // '1,000' groups thousands and '100,50' is 100.50: lowering never cancels more than meant.
    [5000, '1,000', { ok: true, value: 1000 }],
    [500, '100,50', { ok: true, value: 100.5 }],
    [500, '499.99', { ok: true, value: 499.99 }],
    [500, '500', { ok: false, message: `Enter less than ${formatMoney(500)}` }],
    [500, '600', { ok: false, message: `Enter less than ${formatMoney(500)}` }],
    [500, '0', { ok: false, message: 'To take it all back, use Cancel' }],
    [500, '', { ok: false, message: 'Enter the new stake' }],
    [500, '1.005', { ok: false, message: 'Enter whole paise at most' }],
  ])('of %s resting, typed %s', (unmatched, typed, expected) => {
    expect(checkLowerStake(unmatched, typed)).toEqual(expected);
  });
});

const result = (over: Partial<ReplaceBetResult>, newBet: Partial<ReplaceBetResult['newBet']> = {}): ReplaceBetResult => ({
  betId: 1,
  cancelledStake: 500,
  matchedStake: 0,
  balance: 1000,
  exposure: 500,
  ...over,
  newBet: {
    betId: 2,
    status: 'UNMATCHED',
    message: '',
    matchedStake: 0,
    matchedRate: 2.8,
    unmatchedStake: 500,
    balance: 1000,
    exposure: 500,
    ...newBet,
  },
});

describe('replaceOutcomeText', () => {
  const label = 'Back Liverpool at 2.6';
  it('says it moved and rests', () => {
    expect(replaceOutcomeText(label, 500, 2.8, result({}))).toBe(
      `Moved ${formatMoney(500)} to 2.8: rests unmatched. Exposure now ${formatMoney(500)}.`,
    );
  });
  it('says what had matched meanwhile', () => {
    const text = replaceOutcomeText(label, 500, 2.8, result({ cancelledStake: 300, matchedStake: 200 }, { unmatchedStake: 300 }));
    expect(text).toBe(
      `${formatMoney(200)} of ${label} had matched meanwhile and stays matched. Moved ${formatMoney(300)} to 2.8: rests unmatched. Exposure now ${formatMoney(500)}.`,
    );
  });
  it('says what matched at once at the new odds', () => {
    expect(
      replaceOutcomeText(label, 500, 2.5, result({}, { status: 'MATCHED', matchedStake: 500, matchedRate: 2.5, unmatchedStake: 0 })),
    ).toBe(`Moved ${formatMoney(500)} to 2.5: all matched at 2.5. Exposure now ${formatMoney(500)}.`);
    expect(
      replaceOutcomeText(label, 500, 2.5, result({}, { status: 'UNMATCHED', matchedStake: 200, matchedRate: 2.5, unmatchedStake: 300 })),
    ).toBe(
      `Moved ${formatMoney(500)} to 2.5: ${formatMoney(200)} matched at 2.5, ${formatMoney(300)} rests unmatched. Exposure now ${formatMoney(500)}.`,
    );
  });
});

describe('marketsWithUnmatched', () => {
  const bet = (betId: number, marketId: number, unmatchedStake?: number) =>
    ({ betId, marketId, marketName: `M${marketId}`, betTitle: `E${marketId}`, unmatchedStake }) as OpenBet;
  it('lists each market with something resting once, in the order met', () => {
    expect(marketsWithUnmatched([bet(1, 10, 100), bet(2, 20, 0), bet(3, 30), bet(4, 10, 50), bet(5, 40, 1)])).toEqual([
      { marketId: 10, marketName: 'M10', betTitle: 'E10' },
      { marketId: 40, marketName: 'M40', betTitle: 'E40' },
    ]);
  });
});
