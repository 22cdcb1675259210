import { describe, expect, it } from 'vitest';
import { CASH_OUT_REASONS, cashOutQuote, chosenPart, quoteChanged, quoteMoved, type RunnerQuotes } from '@/lib/exchange/cash-out';
import { matchOrder } from '@/lib/exchange/matching';
import { runnerPositions, type RunnerBet } from '@/lib/exchange/positions';

// Cash out (docs/domain.md "Trading out" and "Cash out (worked example)"), table by table.

const A = 1;
const B = 2;
const C = 3;

const quotesOf = (entries: Array<[number, RunnerQuotes]>) => new Map(entries);

describe('a full cash out levels the book at the current prices', () => {
  const cases: Array<{
    name: string;
    runners: number[];
    bets: RunnerBet[];
    quotes: Array<[number, RunnerQuotes]>;
    expected: { runnerId: number; side: 'back' | 'lay'; price: number; stake: number; profit: number };
  }> = [
    {
      name: 'the worked example: back 100 @ 3.0 on A, A lays at 2.5 → lay 120 @ 2.5, +20 either way',
      runners: [A, B],
      bets: [{ side: 'back', runnerId: A, price: 3, stake: 100 }],
      quotes: [[A, { back: 2.48, lay: 2.5 }]],
      expected: { runnerId: A, side: 'lay', price: 2.5, stake: 120, profit: 20 },
    },
    {
      name: 'a back that drifted: back 100 @ 2.0 on A, A lays at 2.5 → lay 80 @ 2.5, −20 either way',
      runners: [A, B],
      bets: [{ side: 'back', runnerId: A, price: 2, stake: 100 }],
      quotes: [[A, { back: 2.46, lay: 2.5 }]],
      expected: { runnerId: A, side: 'lay', price: 2.5, stake: 80, profit: -20 },
    },
    {
      name: 'after a lay: lay 100 @ 3.0 on A, A backs at 2.5 → back Sl·Ol/Ob = 120 @ 2.5, −20 either way',
      runners: [A, B],
      bets: [{ side: 'lay', runnerId: A, price: 3, stake: 100 }],
      quotes: [[A, { back: 2.5, lay: 2.52 }]],
      expected: { runnerId: A, side: 'back', price: 2.5, stake: 120, profit: -20 },
    },
    {
      name: 'three runners, back 100 @ 4.0 on A, A lays at 5.0 → lay 80 @ 5.0, −20 on all three',
      runners: [A, B, C],
      bets: [{ side: 'back', runnerId: A, price: 4, stake: 100 }],
      quotes: [[A, { back: 4.9, lay: 5 }]],
      expected: { runnerId: A, side: 'lay', price: 5, stake: 80, profit: -20 },
    },
    {
      name: 'of two ways to level, the one leaving more profit: lay A @ 2.5 (+20) beats back B @ 1.6 (+12.5)',
      runners: [A, B],
      bets: [{ side: 'back', runnerId: A, price: 3, stake: 100 }],
      quotes: [
        [A, { back: 2.48, lay: 2.5 }],
        [B, { back: 1.6, lay: 1.62 }],
      ],
      expected: { runnerId: A, side: 'lay', price: 2.5, stake: 120, profit: 20 },
    },
    {
      name: 'the stake is rounded to the paisa: back 100 @ 3.0 on A, lay at 2.9 → 103.45',
      runners: [A, B],
      bets: [{ side: 'back', runnerId: A, price: 3, stake: 100 }],
      quotes: [[A, { back: 2.88, lay: 2.9 }]],
      expected: { runnerId: A, side: 'lay', price: 2.9, stake: 103.45, profit: 3.45 },
    },
  ];

  it.each(cases)('$name', ({ runners, bets, quotes, expected }) => {
    const positions = runnerPositions('odds', runners, bets);
    const result = cashOutQuote(runners, positions, quotesOf(quotes));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { positions: after, left, now, ...quote } = result.quote;
    // One price taken as holding any size: all of it matches there at once, nothing rests.
    expect(quote).toEqual({
      ...expected,
      share: 1,
      fills: [{ price: expected.price, size: expected.stake }],
      averageOdds: expected.price,
      restStake: 0,
    });
    expect(now).toMatchObject({ stake: expected.stake, profit: expected.profit, share: 1 });
    for (const runnerId of runners) expect(left.get(runnerId) ?? 0).toBe(0);
    // Equal on every runner, to within what rounding the stake to the paisa can move (stake error × odds).
    for (const runnerId of runners)
      expect(Math.abs((after.get(runnerId) ?? 0) - expected.profit)).toBeLessThanOrEqual(0.005 * expected.price + 0.005);
  });
});

describe('a partial cash out', () => {
  it('secures that share of the level profit and leaves the rest of the position riding', () => {
    const positions = runnerPositions('odds', [A, B], [{ side: 'back', runnerId: A, price: 3, stake: 100 }]);
    const result = cashOutQuote([A, B], positions, quotesOf([[A, { lay: 2.5 }]]), 0.5);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote).toMatchObject({ side: 'lay', price: 2.5, stake: 60, profit: 10 });
    // What is left is half the original back (50 @ 3.0) on top of the +10: A +110, B −40.
    expect(Object.fromEntries(result.quote.positions)).toEqual({ [A]: 110, [B]: -40 });
  });
});

describe('when there is nothing to cash out', () => {
  const cases: Array<{ name: string; runners: number[]; bets: RunnerBet[]; quotes: Array<[number, RunnerQuotes]>; reason: string }> = [
    { name: 'no bets', runners: [A, B], bets: [], quotes: [[A, { back: 2, lay: 2.02 }]], reason: CASH_OUT_REASONS.noPosition },
    {
      name: 'a book already level (back 100 @ 3 then lay 120 @ 2.5)',
      runners: [A, B],
      bets: [
        { side: 'back', runnerId: A, price: 3, stake: 100 },
        { side: 'lay', runnerId: A, price: 2.5, stake: 120 },
      ],
      quotes: [[A, { back: 2.48, lay: 2.5 }]],
      reason: CASH_OUT_REASONS.level,
    },
    {
      name: 'no lay price on the runner',
      runners: [A, B],
      bets: [{ side: 'back', runnerId: A, price: 3, stake: 100 }],
      quotes: [[A, { back: 2.48 }]],
      reason: CASH_OUT_REASONS.noPrice,
    },
    {
      name: 'bets on two of three runners (no single bet levels them)',
      runners: [A, B, C],
      bets: [
        { side: 'back', runnerId: A, price: 3, stake: 100 },
        { side: 'back', runnerId: B, price: 4, stake: 100 },
      ],
      quotes: [
        [A, { back: 3, lay: 3.05 }],
        [B, { back: 4, lay: 4.1 }],
        [C, { back: 5, lay: 5.1 }],
      ],
      reason: CASH_OUT_REASONS.manyRunners,
    },
  ];

  it.each(cases)('$name', ({ runners, bets, quotes, reason }) => {
    expect(cashOutQuote(runners, runnerPositions('odds', runners, bets), quotesOf(quotes))).toEqual({ ok: false, reason });
  });
});

describe('a book left a few paise apart by a cash out is level', () => {
  it('offers nothing more to cash out after the worked example at 2.9 (stake 103.45: +3.45 and +3.46)', () => {
    const bets: RunnerBet[] = [
      { side: 'back', runnerId: A, price: 3, stake: 100 },
      { side: 'lay', runnerId: A, price: 2.9, stake: 103.45 },
    ];
    const positions = runnerPositions('odds', [A, B], bets);
    expect(Math.abs((positions.get(A) ?? 0) - (positions.get(B) ?? 0))).toBeGreaterThan(0);
    expect(cashOutQuote([A, B], positions, quotesOf([[A, { back: 2.88, lay: 2.9 }]]))).toEqual({
      ok: false,
      reason: CASH_OUT_REASONS.level,
    });
  });
});

describe('whether the market moved against a quote', () => {
  const cases: Array<{ side: 'back' | 'lay'; quoted: number; now: number | undefined; moved: boolean }> = [
    { side: 'lay', quoted: 2.5, now: 2.5, moved: false },
    { side: 'lay', quoted: 2.5, now: 2.46, moved: false },
    { side: 'lay', quoted: 2.5, now: 2.52, moved: true },
    { side: 'back', quoted: 2.5, now: 2.52, moved: false },
    { side: 'back', quoted: 2.5, now: 2.48, moved: true },
    { side: 'back', quoted: 2.5, now: undefined, moved: true },
  ];
  it.each(cases)('$side quoted at $quoted, now $now → moved: $moved', ({ side, quoted, now, moved }) => {
    expect(quoteMoved({ side, price: quoted }, now)).toBe(moved);
  });
});

describe('the quote walks the ladder, best price first, each level up to the size it shows', () => {
  // The worked example (back 100 @ 3.0 on A: A +200, B −100), with A's lay side of a few levels.
  const backA = runnerPositions('odds', [A, B], [{ side: 'back', runnerId: A, price: 3, stake: 100 }]);
  const layA = runnerPositions('odds', [A, B], [{ side: 'lay', runnerId: A, price: 3, stake: 100 }]);
  const cases: Array<{
    name: string;
    positions: Map<number, number>;
    offered: RunnerQuotes;
    fraction: number;
    expected: {
      side: 'back' | 'lay';
      price: number;
      stake: number;
      profit: number;
      fills: Array<{ price: number; size: number }>;
      restStake: number;
    };
    now: { stake: number; profit: number };
  }> = [
    {
      name: 'the worked example, the best level holding all of it: lay 120 @ 2.5, +20',
      positions: backA,
      offered: {
        lay: [
          { price: 2.5, size: 500 },
          { price: 2.52, size: 500 },
        ],
      },
      fraction: 1,
      expected: { side: 'lay', price: 2.5, stake: 120, profit: 20, fills: [{ price: 2.5, size: 120 }], restStake: 0 },
      now: { stake: 120, profit: 20 },
    },
    {
      name: 'the best level holds 50: 50 @ 2.5 closes 125 of 300, the other 175 takes 69.44 @ 2.52; +19.44',
      positions: backA,
      offered: {
        lay: [
          { price: 2.52, size: 500 },
          { price: 2.5, size: 50 },
        ],
      },
      fraction: 1,
      expected: {
        side: 'lay',
        price: 2.52,
        stake: 119.44,
        profit: 19.44,
        fills: [
          { price: 2.5, size: 50 },
          { price: 2.52, size: 69.44 },
        ],
        restStake: 0,
      },
      now: { stake: 119.44, profit: 19.44 },
    },
    {
      name: 'half of it on the same book: 50 @ 2.5 closes 125 of 150, 9.92 @ 2.52 the other 25; +9.92',
      positions: backA,
      offered: {
        lay: [
          { price: 2.5, size: 50 },
          { price: 2.52, size: 500 },
        ],
      },
      fraction: 0.5,
      expected: {
        side: 'lay',
        price: 2.52,
        stake: 59.92,
        profit: 9.92,
        fills: [
          { price: 2.5, size: 50 },
          { price: 2.52, size: 9.92 },
        ],
        restStake: 0,
      },
      now: { stake: 59.92, profit: 9.92 },
    },
    {
      name: 'the book is short: 50 @ 2.5 and 20 @ 2.52 now, 49.44 would rest at 2.52; now alone 70 locks +11.53',
      positions: backA,
      offered: {
        lay: [
          { price: 2.5, size: 50 },
          { price: 2.52, size: 20 },
        ],
      },
      fraction: 1,
      expected: {
        side: 'lay',
        price: 2.52,
        stake: 119.44,
        profit: 19.44,
        fills: [
          { price: 2.5, size: 50 },
          { price: 2.52, size: 20 },
        ],
        restStake: 49.44,
      },
      now: { stake: 70, profit: 11.53 },
    },
    {
      name: 'after a lay the walk backs: 40 @ 2.5 closes 100 of 300, 80.65 @ 2.48 the rest; −20.65',
      positions: layA,
      offered: {
        back: [
          { price: 2.48, size: 1000 },
          { price: 2.5, size: 40 },
        ],
      },
      fraction: 1,
      expected: {
        side: 'back',
        price: 2.48,
        stake: 120.65,
        profit: -20.65,
        fills: [
          { price: 2.5, size: 40 },
          { price: 2.48, size: 80.65 },
        ],
        restStake: 0,
      },
      now: { stake: 120.65, profit: -20.65 },
    },
    {
      name: 'an empty level is skipped: all of it, 119.05, at 2.52; +19.05',
      positions: backA,
      offered: {
        lay: [
          { price: 2.5, size: 0 },
          { price: 2.52, size: 500 },
        ],
      },
      fraction: 1,
      expected: { side: 'lay', price: 2.52, stake: 119.05, profit: 19.05, fills: [{ price: 2.52, size: 119.05 }], restStake: 0 },
      now: { stake: 119.05, profit: 19.05 },
    },
  ];

  it.each(cases)('$name', ({ positions, offered, fraction, expected, now }) => {
    const result = cashOutQuote([A, B], positions, quotesOf([[A, offered]]), fraction);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote).toMatchObject({ runnerId: A, ...expected });
    expect(result.quote.now).toMatchObject(now);
    // The walk's fills are what the slip's matching takes for that one bet at the asked price.
    const levels =
      typeof offered[expected.side] === 'number' ? [] : ((offered[expected.side] ?? []) as Array<{ price: number; size: number }>);
    const matched = matchOrder(expected.side, expected.price, expected.stake, levels);
    expect(matched.fills).toEqual(expected.fills);
    expect(matched.unmatchedStake).toBe(expected.restStake);
    // Placing only what the book takes now leaves nothing resting.
    expect(matchOrder(expected.side, expected.price, now.stake, levels).unmatchedStake).toBe(0);
    // Locked profit plus what is left riding is each runner's position after the bet.
    for (const part of [result.quote, result.quote.now]) {
      for (const runnerId of [A, B]) {
        expect(Math.abs(part.profit + (part.left.get(runnerId) ?? 0) - (part.positions.get(runnerId) ?? 0))).toBeLessThanOrEqual(0.02);
      }
    }
  });

  it('states nothing to cash out at when a side offers no level with size', () => {
    expect(cashOutQuote([A, B], backA, quotesOf([[A, { lay: [{ price: 2.5, size: 0 }] }]]))).toEqual({
      ok: false,
      reason: CASH_OUT_REASONS.noPrice,
    });
  });
});

describe('a partial cash out of 25, 50, 75 or 100 %: that share of the profit, the rest of the position scaled down', () => {
  // Back 100 @ 3.0 on A (A +200, B −100); A lays at 2.5 with room for all of it.
  const positions = runnerPositions('odds', [A, B], [{ side: 'back', runnerId: A, price: 3, stake: 100 }]);
  const cases = [
    { percent: 25, stake: 30, profit: 5, left: { [A]: 150, [B]: -75 }, after: { [A]: 155, [B]: -70 } },
    { percent: 50, stake: 60, profit: 10, left: { [A]: 100, [B]: -50 }, after: { [A]: 110, [B]: -40 } },
    { percent: 75, stake: 90, profit: 15, left: { [A]: 50, [B]: -25 }, after: { [A]: 65, [B]: -10 } },
    { percent: 100, stake: 120, profit: 20, left: { [A]: 0, [B]: 0 }, after: { [A]: 20, [B]: 20 } },
  ];
  it.each(cases)('$percent %: lay $stake @ 2.5 locks +$profit', ({ percent, stake, profit, left, after }) => {
    const result = cashOutQuote([A, B], positions, quotesOf([[A, { lay: [{ price: 2.5, size: 1000 }] }]]), percent / 100);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote).toMatchObject({ side: 'lay', price: 2.5, stake, profit, share: percent / 100, restStake: 0 });
    expect(Object.fromEntries(result.quote.left)).toEqual(left);
    expect(Object.fromEntries(result.quote.positions)).toEqual(after);
  });
});

describe('choosing what happens to the part the book cannot take now', () => {
  const positions = runnerPositions('odds', [A, B], [{ side: 'back', runnerId: A, price: 3, stake: 100 }]);
  const short = quotesOf([
    [
      A,
      {
        lay: [
          { price: 2.5, size: 50 },
          { price: 2.52, size: 20 },
        ],
      },
    ],
  ]);
  const result = cashOutQuote([A, B], positions, short);
  if (!result.ok) throw new Error('expected a quote');
  const quote = result.quote;

  it('rest: the whole stake, the full profit once it all matches; refuse: only what matches now', () => {
    expect(chosenPart(quote, 'rest')).toMatchObject({ stake: 119.44, profit: 19.44, share: 1 });
    expect(chosenPart(quote, 'refuse')).toMatchObject({ stake: 70, profit: 11.53 });
  });

  it('any change to what would be sent changes the quote, a better one too; the same book does not', () => {
    const thinner = cashOutQuote(
      [A, B],
      positions,
      quotesOf([
        [
          A,
          {
            lay: [
              { price: 2.5, size: 30 },
              { price: 2.52, size: 20 },
            ],
          },
        ],
      ]),
    );
    const deeper = cashOutQuote(
      [A, B],
      positions,
      quotesOf([
        [
          A,
          {
            lay: [
              { price: 2.5, size: 80 },
              { price: 2.52, size: 20 },
            ],
          },
        ],
      ]),
    );
    const same = cashOutQuote([A, B], positions, short);
    if (!thinner.ok || !deeper.ok || !same.ok) throw new Error('expected quotes');
    expect(quoteChanged(quote, thinner.quote, 'refuse')).toBe(true);
    expect(quoteChanged(quote, thinner.quote, 'rest')).toBe(true);
    expect(quoteChanged(quote, deeper.quote, 'refuse')).toBe(true);
    expect(quoteChanged(quote, deeper.quote, 'rest')).toBe(true);
    expect(quoteChanged(quote, same.quote, 'rest')).toBe(false);
    expect(quoteChanged(quote, null, 'rest')).toBe(true);
  });

  it('a position that doubled since the quote changes it (the old hedge would leave +220 / −80)', () => {
    const doubled = runnerPositions('odds', [A, B], [{ side: 'back', runnerId: A, price: 3, stake: 200 }]);
    const fresh = cashOutQuote([A, B], doubled, short);
    if (!fresh.ok) throw new Error('expected a quote');
    expect(quoteChanged(quote, fresh.quote, 'rest')).toBe(true);
  });
});
