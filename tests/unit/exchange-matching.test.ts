import { describe, expect, it } from 'vitest';
import { addMatched, asksBetterThanBook, matchOrder, unmatchedWorstCase } from '@/lib/exchange/matching';
import type { PriceSize, Side } from '@/lib/exchange/types';

// Matching against the book (docs/domain.md "Matching, unmatched bets and cancelling"), worked
// examples: the back side of a runner offers 2.1 (500), 2.08 (300), 2.06 (1000); its lay side 2.12
// (400), 2.14 (200), 2.16 (800).
const backLevels: PriceSize[] = [
  { price: 2.1, size: 500 },
  { price: 2.08, size: 300 },
  { price: 2.06, size: 1000 },
];
const layLevels: PriceSize[] = [
  { price: 2.12, size: 400 },
  { price: 2.14, size: 200 },
  { price: 2.16, size: 800 },
];

describe('matching an order against the book', () => {
  const cases: Array<{
    name: string;
    side: Side;
    odds: number;
    stake: number;
    fills: PriceSize[];
    matchedStake: number;
    averageOdds: number | null;
    unmatchedStake: number;
  }> = [
    {
      name: 'a back at the best price within its size matches in full there',
      side: 'back',
      odds: 2.1,
      stake: 200,
      fills: [{ price: 2.1, size: 200 }],
      matchedStake: 200,
      averageOdds: 2.1,
      unmatchedStake: 0,
    },
    {
      name: 'a back at 2.08 for 700 takes 500 at 2.1 then 200 at 2.08',
      side: 'back',
      odds: 2.08,
      stake: 700,
      fills: [
        { price: 2.1, size: 500 },
        { price: 2.08, size: 200 },
      ],
      matchedStake: 700,
      averageOdds: (500 * 2.1 + 200 * 2.08) / 700,
      unmatchedStake: 0,
    },
    {
      name: 'a back at 2.1 for 800 matches 500 and rests 300 at 2.1',
      side: 'back',
      odds: 2.1,
      stake: 800,
      fills: [{ price: 2.1, size: 500 }],
      matchedStake: 500,
      averageOdds: 2.1,
      unmatchedStake: 300,
    },
    {
      name: 'a back above the best price rests whole',
      side: 'back',
      odds: 2.2,
      stake: 1000,
      fills: [],
      matchedStake: 0,
      averageOdds: null,
      unmatchedStake: 1000,
    },
    {
      name: 'a back at 2 for 2000 sweeps all three levels and rests 200',
      side: 'back',
      odds: 2,
      stake: 2000,
      fills: [
        { price: 2.1, size: 500 },
        { price: 2.08, size: 300 },
        { price: 2.06, size: 1000 },
      ],
      matchedStake: 1800,
      averageOdds: (500 * 2.1 + 300 * 2.08 + 1000 * 2.06) / 1800,
      unmatchedStake: 200,
    },
    {
      name: 'a lay at 2.14 for 500 takes 400 at 2.12 then 100 at 2.14',
      side: 'lay',
      odds: 2.14,
      stake: 500,
      fills: [
        { price: 2.12, size: 400 },
        { price: 2.14, size: 100 },
      ],
      matchedStake: 500,
      averageOdds: (400 * 2.12 + 100 * 2.14) / 500,
      unmatchedStake: 0,
    },
    {
      name: 'a lay below the best lay rests whole',
      side: 'lay',
      odds: 2.1,
      stake: 300,
      fills: [],
      matchedStake: 0,
      averageOdds: null,
      unmatchedStake: 300,
    },
    {
      name: 'a lay at 2.12 for 1000 matches 400 and rests 600',
      side: 'lay',
      odds: 2.12,
      stake: 1000,
      fills: [{ price: 2.12, size: 400 }],
      matchedStake: 400,
      averageOdds: 2.12,
      unmatchedStake: 600,
    },
  ];
  it.each(cases)('$name', ({ side, odds, stake, fills, matchedStake, averageOdds, unmatchedStake }) => {
    const outcome = matchOrder(side, odds, stake, side === 'back' ? backLevels : layLevels);
    expect(outcome.fills).toEqual(fills);
    expect(outcome.matchedStake).toBe(matchedStake);
    expect(outcome.unmatchedStake).toBe(unmatchedStake);
    if (averageOdds === null) expect(outcome.averageOdds).toBeNull();
    else expect(outcome.averageOdds).toBeCloseTo(averageOdds, 10);
  });

  it('the average of 500 at 2.1 and 200 at 2.08 reads 2.0943 (size-weighted, not 2.09)', () => {
    expect(matchOrder('back', 2.08, 700, backLevels).averageOdds).toBeCloseTo(2.094286, 5);
  });
});

describe('adding a later match to a bet', () => {
  it.each([
    {
      name: 'nothing matched yet takes the new odds',
      matched: { stake: 0, odds: 2.2 },
      more: { stake: 300, odds: 2.2 },
      stake: 300,
      odds: 2.2,
    },
    {
      name: '500 at 2.1 and 500 at 2.2 average 2.15',
      matched: { stake: 500, odds: 2.1 },
      more: { stake: 500, odds: 2.2 },
      stake: 1000,
      odds: 2.15,
    },
    { name: '300 at 3 and 100 at 4 average 3.25', matched: { stake: 300, odds: 3 }, more: { stake: 100, odds: 4 }, stake: 400, odds: 3.25 },
  ])('$name', ({ matched, more, stake, odds }) => {
    const total = addMatched(matched, more);
    expect(total.stake).toBe(stake);
    expect(total.odds).toBeCloseTo(odds, 10);
  });
});

describe('the worst case of an unmatched part (counted in exposure)', () => {
  it.each([
    { name: 'an unmatched back counts its stake', side: 'back' as Side, odds: 2.5, stake: 1000, amount: 1000 },
    { name: 'an unmatched lay counts its liability S·(O−1)', side: 'lay' as Side, odds: 2.5, stake: 1000, amount: 1500 },
    { name: 'a lay at 1.9 for 100 counts 90', side: 'lay' as Side, odds: 1.9, stake: 100, amount: 90 },
  ])('$name', ({ side, odds, stake, amount }) => {
    expect(unmatchedWorstCase(side, odds, stake)).toBe(amount);
  });
});

describe('telling the slip that part of a bet may not match at once', () => {
  it.each([
    { name: 'a back at the best back price', side: 'back' as Side, odds: 2.1, better: false },
    { name: 'a back below the best back price', side: 'back' as Side, odds: 2, better: false },
    { name: 'a back above the best back price', side: 'back' as Side, odds: 2.12, better: true },
    { name: 'a lay at the best lay price', side: 'lay' as Side, odds: 2.12, better: false },
    { name: 'a lay below the best lay price', side: 'lay' as Side, odds: 2.1, better: true },
  ])('$name: $better', ({ side, odds, better }) => {
    expect(asksBetterThanBook(side, odds, side === 'back' ? backLevels : layLevels)).toBe(better);
  });
  it('an empty book says nothing (no price: the bet is refused anyway)', () => {
    expect(asksBetterThanBook('back', 2, [])).toBe(false);
  });
});
