import { describe, expect, it } from 'vitest';
import {
  betOutcomeAmounts,
  exposureOf,
  fancyBookWith,
  fancyExposure,
  fancyLadder,
  fancyOutcome,
  positionDelta,
  priceKindOf,
  projectPositions,
  runnerPositions,
  type FancyBet,
  type RunnerBet,
} from '@/lib/exchange/positions';

// Positions, exposure and fancy books of docs/domain.md, table by table.

const A = 1;
const B = 2;
const C = 3;

describe('runner positions and exposure (match odds: decimal odds)', () => {
  const cases: Array<{ name: string; bets: RunnerBet[]; positions: [number, number, number]; exposure: number }> = [
    {
      name: 'back 1000 @ 2.5',
      bets: [{ side: 'back', runnerId: A, price: 2.5, stake: 1000 }],
      positions: [1500, -1000, -1000],
      exposure: 1000,
    },
    {
      name: 'lay 1000 @ 2.5',
      bets: [{ side: 'lay', runnerId: A, price: 2.5, stake: 1000 }],
      positions: [-1500, 1000, 1000],
      exposure: 1500,
    },
    {
      name: 'back 1000 @ 1.9 is not 899.99',
      bets: [{ side: 'back', runnerId: A, price: 1.9, stake: 1000 }],
      positions: [900, -1000, -1000],
      exposure: 1000,
    },
    {
      name: 'back @ 2 then lay @ 1.8 greens up',
      bets: [
        { side: 'back', runnerId: A, price: 2, stake: 1000 },
        { side: 'lay', runnerId: A, price: 1.8, stake: 1000 },
      ],
      positions: [200, 0, 0],
      exposure: 0,
    },
    {
      name: 'dutching two runners',
      bets: [
        { side: 'back', runnerId: A, price: 3, stake: 100 },
        { side: 'back', runnerId: B, price: 3, stake: 100 },
      ],
      positions: [100, 100, -200],
      exposure: 200,
    },
    {
      name: 'lay on one runner, back on another',
      bets: [
        { side: 'lay', runnerId: B, price: 4, stake: 100 },
        { side: 'back', runnerId: C, price: 5, stake: 100 },
      ],
      positions: [0, -400, 500],
      exposure: 400,
    },
  ];

  it.each(cases)('$name', ({ bets, positions, exposure }) => {
    const result = runnerPositions('odds', [A, B, C], bets);
    expect([result.get(A), result.get(B), result.get(C)]).toEqual(positions);
    expect(exposureOf(result.values())).toBe(exposure);
  });
});

describe('runner positions and exposure (bookmaker and toss: rate R, profit S·R/100)', () => {
  const cases: Array<{ name: string; bets: RunnerBet[]; positions: [number, number]; exposure: number }> = [
    { name: 'back 1000 @ 45', bets: [{ side: 'back', runnerId: A, price: 45, stake: 1000 }], positions: [450, -1000], exposure: 1000 },
    { name: 'lay 1000 @ 45', bets: [{ side: 'lay', runnerId: A, price: 45, stake: 1000 }], positions: [-450, 1000], exposure: 450 },
    { name: 'toss back 500 @ 95', bets: [{ side: 'back', runnerId: B, price: 95, stake: 500 }], positions: [-500, 475], exposure: 500 },
    {
      name: 'back @ 47 then lay @ 45 on the same runner',
      bets: [
        { side: 'back', runnerId: A, price: 47, stake: 1000 },
        { side: 'lay', runnerId: A, price: 45, stake: 1000 },
      ],
      positions: [20, 0],
      exposure: 0,
    },
  ];

  it.each(cases)('$name', ({ bets, positions, exposure }) => {
    const result = runnerPositions('rate', [A, B], bets);
    expect([result.get(A), result.get(B)]).toEqual(positions);
    expect(exposureOf(result.values())).toBe(exposure);
  });
});

describe('fancy books over run totals (Yes = back, No = lay)', () => {
  const cases: Array<{ name: string; bets: FancyBet[]; at: Array<[runs: number, amount: number]>; exposure: number }> = [
    {
      name: 'Yes 100 @ 50 (rate 100)',
      bets: [{ side: 'back', line: 50, rate: 100, stake: 100 }],
      at: [
        [49, -100],
        [50, 100],
        [80, 100],
      ],
      exposure: 100,
    },
    {
      name: 'No 100 @ 50 (rate 100)',
      bets: [{ side: 'lay', line: 50, rate: 100, stake: 100 }],
      at: [
        [0, 100],
        [49, 100],
        [50, -100],
      ],
      exposure: 100,
    },
    {
      name: 'No 100 @ 50 (rate 110) risks 110',
      bets: [{ side: 'lay', line: 50, rate: 110, stake: 100 }],
      at: [
        [49, 100],
        [50, -110],
      ],
      exposure: 110,
    },
    {
      name: 'Yes 100 @ 45 (rate 90) wins 90',
      bets: [{ side: 'back', line: 45, rate: 90, stake: 100 }],
      at: [
        [44, -100],
        [45, 90],
      ],
      exposure: 100,
    },
    {
      name: 'Yes and No on the same line offset completely',
      bets: [
        { side: 'back', line: 50, rate: 100, stake: 100 },
        { side: 'lay', line: 50, rate: 100, stake: 100 },
      ],
      at: [
        [0, 0],
        [49, 0],
        [50, 0],
        [99, 0],
      ],
      exposure: 0,
    },
    {
      name: 'Yes 51 with No 50 loses both on exactly 50',
      bets: [
        { side: 'back', line: 51, rate: 100, stake: 100 },
        { side: 'lay', line: 50, rate: 100, stake: 100 },
      ],
      at: [
        [49, 0],
        [50, -200],
        [51, 0],
      ],
      exposure: 200,
    },
    {
      name: 'No 52 with Yes 53 (player2 seed) risks 2 × 500 on 52',
      bets: [
        { side: 'back', line: 53, rate: 100, stake: 500 },
        { side: 'lay', line: 52, rate: 100, stake: 500 },
      ],
      at: [
        [51, 0],
        [52, -1000],
        [53, 0],
      ],
      exposure: 1000,
    },
    {
      name: 'Yes 45 @ 90 and No 45 @ 110 leave the spread',
      bets: [
        { side: 'back', line: 45, rate: 90, stake: 100 },
        { side: 'lay', line: 45, rate: 110, stake: 100 },
      ],
      at: [
        [44, 0],
        [45, -20],
      ],
      exposure: 20,
    },
  ];

  it.each(cases)('$name', ({ bets, at, exposure }) => {
    for (const [runs, amount] of at) expect(fancyOutcome(bets, runs)).toBe(amount);
    expect(fancyExposure(bets)).toBe(exposure);
  });

  it('lists the book one run at a time around the lines', () => {
    const ladder = fancyLadder([{ side: 'back', line: 50, rate: 100, stake: 100 }], 2);
    expect(ladder).toEqual([
      { runs: 48, amount: -100 },
      { runs: 49, amount: -100 },
      { runs: 50, amount: 100 },
      { runs: 51, amount: 100 },
      { runs: 52, amount: 100 },
    ]);
    expect(fancyLadder([])).toEqual([]);
  });
});

describe('profit and liability of one bet (docs/domain.md "Markets on one event")', () => {
  it.each([
    { name: 'match odds back 1000 @ 2.5', kind: 'odds', side: 'back', price: 2.5, stake: 1000, profit: 1500, liability: 1000 },
    { name: 'match odds lay 1000 @ 2.5', kind: 'odds', side: 'lay', price: 2.5, stake: 1000, profit: 1000, liability: 1500 },
    { name: 'match odds back 1000 @ 1.9', kind: 'odds', side: 'back', price: 1.9, stake: 1000, profit: 900, liability: 1000 },
    { name: 'bookmaker back 1000 @ 45', kind: 'rate', side: 'back', price: 45, stake: 1000, profit: 450, liability: 1000 },
    { name: 'bookmaker lay 1000 @ 45', kind: 'rate', side: 'lay', price: 45, stake: 1000, profit: 1000, liability: 450 },
    { name: 'fancy Yes 100 @ rate 90', kind: 'fancy', side: 'back', price: 90, stake: 100, profit: 90, liability: 100 },
    { name: 'fancy No 100 @ rate 110', kind: 'fancy', side: 'lay', price: 110, stake: 100, profit: 100, liability: 110 },
  ] as const)('$name', ({ kind, side, price, stake, profit, liability }) => {
    expect(betOutcomeAmounts(kind, side, price, stake)).toEqual({ expectedProfit: profit, liability });
  });

  it.each([
    ['match_odd', 'odds'],
    ['goalsmaker', 'odds'],
    ['bookmaker', 'rate'],
    ['toss', 'rate'],
    ['fancy2', 'fancy'],
  ] as const)('%s quotes as %s', (marketType, kind) => {
    expect(priceKindOf(marketType)).toBe(kind);
  });
});

describe("projection of one more bet (the slip's current → projected)", () => {
  const bet: RunnerBet = { side: 'back', runnerId: A, price: 2.5, stake: 1000 };

  it('adds the bet to every runner, as the server will', () => {
    const current = new Map([
      [A, -400],
      [B, 500],
    ]);
    const projected = projectPositions('odds', [A, B, C], current, bet);
    expect([projected.get(A), projected.get(B), projected.get(C)]).toEqual([1100, -500, -1000]);
    // The same as recomputing the whole book.
    const existing: RunnerBet[] = [{ side: 'lay', runnerId: B, price: 1.5, stake: 800 }];
    const book = runnerPositions('odds', [A, B, C], existing);
    const after = runnerPositions('odds', [A, B, C], [...existing, bet]);
    expect(projectPositions('odds', [A, B, C], book, bet)).toEqual(after);
  });

  it.each([
    { side: 'back', on: A, delta: 1500 },
    { side: 'back', on: B, delta: -1000 },
    { side: 'lay', on: A, delta: -1500 },
    { side: 'lay', on: B, delta: 1000 },
  ] as const)('$side on A moves runner $on by $delta', ({ side, on, delta }) => {
    expect(positionDelta('odds', { ...bet, side }, on)).toBe(delta);
  });
});

describe('a fancy book with one more bet', () => {
  it('offsets a No against an open Yes on the same line', () => {
    const yes: FancyBet = { side: 'back', line: 50, rate: 100, stake: 100 };
    const book = fancyLadder([yes]);
    const after = fancyBookWith(book, { side: 'lay', line: 50, rate: 100, stake: 100 });
    expect(after.every((row) => row.amount === 0)).toBe(true);
    expect(exposureOf(after.map((row) => row.amount))).toBe(0);
  });

  it('agrees with the book recomputed from the bets, including outside the old range', () => {
    const bets: FancyBet[] = [
      { side: 'back', line: 53, rate: 100, stake: 500 },
      { side: 'lay', line: 52, rate: 100, stake: 500 },
    ];
    const next: FancyBet = { side: 'lay', line: 70, rate: 110, stake: 200 };
    const after = fancyBookWith(fancyLadder(bets), next);
    for (const row of after) expect(row.amount).toBe(fancyOutcome([...bets, next], row.runs));
    expect(exposureOf(after.map((row) => row.amount))).toBe(fancyExposure([...bets, next]));
  });

  it('starts an empty book', () => {
    const after = fancyBookWith([], { side: 'back', line: 40, rate: 100, stake: 300 });
    expect(after[0]).toEqual({ runs: 35, amount: -300 });
    expect(after.at(-1)).toEqual({ runs: 45, amount: 300 });
  });
});
