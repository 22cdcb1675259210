import { describe, expect, it } from 'vitest';
import { CASH_OUT_REASONS, cashOutQuote, quoteMoved, type RunnerQuotes } from '@/lib/exchange/cash-out';
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
    const { positions: after, ...quote } = result.quote;
    expect(quote).toEqual(expected);
    // Equal on every runner, to within what rounding the stake to the paisa can move (stake error × odds).
    for (const runnerId of runners) expect(Math.abs((after.get(runnerId) ?? 0) - expected.profit)).toBeLessThanOrEqual(0.005 * expected.price + 0.005);
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
    { name: 'no lay price on the runner', runners: [A, B], bets: [{ side: 'back', runnerId: A, price: 3, stake: 100 }], quotes: [[A, { back: 2.48 }]], reason: CASH_OUT_REASONS.noPrice },
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
    expect(cashOutQuote([A, B], positions, quotesOf([[A, { back: 2.88, lay: 2.9 }]]))).toEqual({ ok: false, reason: CASH_OUT_REASONS.level });
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
