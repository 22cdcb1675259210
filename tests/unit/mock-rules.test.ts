import { describe, expect, it } from 'vitest';
import { LADDER, isOnLadder, stepTicks } from '../../mocks/db/ladder';
import {
  PASSWORD_RULE_MESSAGE,
  checkBet,
  exposureOf,
  fancyExposure,
  fancyLadder,
  fancyOutcome,
  maskUserName,
  passwordProblem,
  runnerPositions,
  sideOfBetType,
  type BetCheckInput,
  type FancyBet,
  type RunnerBet,
} from '../../mocks/db/rules';

// The mock backend's money rules (shared/exchange-domain.md), as pure functions.

const A = 1;
const B = 2;
const C = 3;

describe('runner positions and exposure (match odds: decimal odds)', () => {
  const cases: Array<{ name: string; bets: RunnerBet[]; positions: [number, number, number]; exposure: number }> = [
    { name: 'back 1000 @ 2.5', bets: [{ side: 'back', runnerId: A, price: 2.5, stake: 1000 }], positions: [1500, -1000, -1000], exposure: 1000 },
    { name: 'lay 1000 @ 2.5', bets: [{ side: 'lay', runnerId: A, price: 2.5, stake: 1000 }], positions: [-1500, 1000, 1000], exposure: 1500 },
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
    { name: 'Yes 100 @ 50 (rate 100)', bets: [{ side: 'back', line: 50, rate: 100, stake: 100 }], at: [[49, -100], [50, 100], [80, 100]], exposure: 100 },
    { name: 'No 100 @ 50 (rate 100)', bets: [{ side: 'lay', line: 50, rate: 100, stake: 100 }], at: [[0, 100], [49, 100], [50, -100]], exposure: 100 },
    { name: 'No 100 @ 50 (rate 110) risks 110', bets: [{ side: 'lay', line: 50, rate: 110, stake: 100 }], at: [[49, 100], [50, -110]], exposure: 110 },
    { name: 'Yes 100 @ 45 (rate 90) wins 90', bets: [{ side: 'back', line: 45, rate: 90, stake: 100 }], at: [[44, -100], [45, 90]], exposure: 100 },
    {
      name: 'Yes and No on the same line offset completely',
      bets: [
        { side: 'back', line: 50, rate: 100, stake: 100 },
        { side: 'lay', line: 50, rate: 100, stake: 100 },
      ],
      at: [[0, 0], [49, 0], [50, 0], [99, 0]],
      exposure: 0,
    },
    {
      name: 'Yes 51 with No 50 loses both on exactly 50',
      bets: [
        { side: 'back', line: 51, rate: 100, stake: 100 },
        { side: 'lay', line: 50, rate: 100, stake: 100 },
      ],
      at: [[49, 0], [50, -200], [51, 0]],
      exposure: 200,
    },
    {
      name: 'No 52 with Yes 53 (player2 seed) risks 2 × 500 on 52',
      bets: [
        { side: 'back', line: 53, rate: 100, stake: 500 },
        { side: 'lay', line: 52, rate: 100, stake: 500 },
      ],
      at: [[51, 0], [52, -1000], [53, 0]],
      exposure: 1000,
    },
    {
      name: 'Yes 45 @ 90 and No 45 @ 110 leave the spread',
      bets: [
        { side: 'back', line: 45, rate: 90, stake: 100 },
        { side: 'lay', line: 45, rate: 110, stake: 100 },
      ],
      at: [[44, 0], [45, -20]],
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

const base: BetCheckInput = {
  side: 'back',
  rate: 2.1,
  stake: 1000,
  line: null,
  runnerId: A,
  marketStatus: 'ACTIVE',
  runnerStatus: 'ACTIVE',
  bestBack: { price: 2.1, size: 5000 },
  bestLay: { price: 2.12, size: 5000 },
  limit: { minStake: 100, maxStake: 500000 },
  balance: 100000,
  exposureElsewhere: 0,
  book: { kind: 'odds', runnerIds: [A, B, C], bets: [] },
};

describe('PlaceBetV2 checks', () => {
  it('matches a back at the best back price and reports the new exposure', () => {
    expect(checkBet(base)).toEqual({ ok: true, matchedRate: 2.1, matchedLine: null, exposureAfter: 1000 });
  });

  const accepted: Array<{ name: string; input: Partial<BetCheckInput>; matchedRate: number; exposureAfter: number }> = [
    { name: 'a back asking less than the best back gets the better price', input: { rate: 2 }, matchedRate: 2.1, exposureAfter: 1000 },
    { name: 'a lay asking more than the best lay gets the better price', input: { side: 'lay', rate: 2.2 }, matchedRate: 2.12, exposureAfter: 1120 },
    { name: 'a bet may use the whole available balance', input: { balance: 2000, exposureElsewhere: 1000 }, matchedRate: 2.1, exposureAfter: 2000 },
    {
      name: 'a bet that lowers exposure is allowed even with nothing available',
      input: {
        side: 'lay',
        rate: 2.12,
        stake: 990,
        balance: 1000,
        book: { kind: 'odds', runnerIds: [A, B], bets: [{ side: 'back', runnerId: A, price: 2.1, stake: 1000 }] },
      },
      matchedRate: 2.12,
      exposureAfter: 10,
    },
  ];
  it.each(accepted)('$name', ({ input, matchedRate, exposureAfter }) => {
    expect(checkBet({ ...base, ...input })).toMatchObject({ ok: true, matchedRate, exposureAfter });
  });

  const refused: Array<{ name: string; input: Partial<BetCheckInput>; message: string }> = [
    { name: 'market suspended', input: { marketStatus: 'SUSPENDED' }, message: 'Market is suspended' },
    { name: 'runner suspended', input: { runnerStatus: 'SUSPENDED' }, message: 'Market is suspended' },
    { name: 'ball running', input: { marketStatus: 'BALLRUNNING' }, message: 'Ball is running' },
    { name: 'market closed', input: { runnerStatus: 'CLOSED' }, message: 'Market is closed' },
    { name: 'odds between ticks', input: { rate: 2.01 }, message: 'Odds 2.01 are not on the price ladder' },
    { name: 'odds with a third decimal', input: { rate: 1.555 }, message: 'Odds 1.555 are not on the price ladder' },
    { name: 'back above the best back', input: { rate: 2.14 }, message: 'Odds changed: now 2.1' },
    { name: 'lay below the best lay', input: { side: 'lay', rate: 2.1 }, message: 'Odds changed: now 2.12' },
    { name: 'no price on that side', input: { bestBack: undefined }, message: 'No price available' },
    { name: 'stake under the minimum', input: { stake: 99 }, message: 'Minimum stake is 100' },
    { name: 'stake over the maximum', input: { stake: 500001 }, message: 'Maximum stake is 500000' },
    { name: 'stake over the balance', input: { balance: 999 }, message: 'Insufficient balance' },
    { name: 'exposure elsewhere leaves too little', input: { exposureElsewhere: 99500 }, message: 'Insufficient balance' },
    { name: 'a lay liability over the balance', input: { side: 'lay', rate: 3, bestLay: { price: 3, size: 10 }, balance: 1500 }, message: 'Insufficient balance' },
    { name: 'a bookmaker rate with decimals', input: { rate: 45.5, book: { kind: 'rate', runnerIds: [A, B], bets: [] } }, message: 'Rate 45.5 is not valid: rates are whole numbers' },
  ];
  it.each(refused)('refuses: $name', ({ input, message }) => {
    expect(checkBet({ ...base, ...input })).toEqual({ ok: false, message });
  });

  describe('fancy (price = run line, size = rate)', () => {
    const fancy: BetCheckInput = {
      ...base,
      rate: 100,
      line: 53,
      bestBack: { price: 53, size: 100 },
      bestLay: { price: 52, size: 100 },
      limit: { minStake: 100, maxStake: 100000 },
      book: { kind: 'fancy', bets: [] },
    };
    it('takes a Yes on the offered line', () => {
      expect(checkBet(fancy)).toEqual({ ok: true, matchedRate: 100, matchedLine: 53, exposureAfter: 1000 });
    });
    it('offsets a No against the open Yes', () => {
      const result = checkBet({ ...fancy, side: 'lay', line: 52, book: { kind: 'fancy', bets: [{ side: 'back', line: 53, rate: 100, stake: 1000 }] } });
      expect(result).toMatchObject({ ok: true, matchedLine: 52, exposureAfter: 2000 });
    });
    it.each([
      { name: 'another line', input: { line: 52 }, message: 'Odds changed: now 53 @ 100' },
      { name: 'a better rate than offered', input: { rate: 110 }, message: 'Odds changed: now 53 @ 100' },
      { name: 'a run line with decimals', input: { line: 52.5 }, message: 'Run line is not valid' },
    ])('refuses $name', ({ input, message }) => {
      expect(checkBet({ ...fancy, ...input })).toEqual({ ok: false, message });
    });
    it('maps bet types to sides per market kind', () => {
      expect(sideOfBetType(3, 'fancy')).toBe('back');
      expect(sideOfBetType(4, 'fancy')).toBe('lay');
      expect(sideOfBetType(1, 'fancy')).toBeNull();
      expect(sideOfBetType(3, 'odds')).toBeNull();
      expect(sideOfBetType(2, 'rate')).toBe('lay');
    });
  });
});

describe('odds ladder', () => {
  it('has the 350 Betfair CLASSIC prices from 1.01 to 1000', () => {
    expect(LADDER).toHaveLength(350);
    expect(LADDER[0]).toBe(1.01);
    expect(LADDER.at(-1)).toBe(1000);
  });
  it.each([
    [1.5, 5, 1.55],
    [2, 5, 2.1],
    [10, 5, 12.5],
    [3, -1, 2.98],
    [1.01, -3, 1.01],
    [1000, 2, 1000],
  ])('%s + %s ticks = %s', (price, ticks, expected) => {
    expect(stepTicks(price, ticks)).toBe(expected);
  });
  it.each([
    [2.02, true],
    [2.03, false],
    [4.1, true],
    [4.15, false],
    [19.5, true],
    [21, true],
    [31, false],
    [1001, false],
  ])('%s on the ladder: %s', (price, expected) => {
    expect(isOnLadder(price)).toBe(expected);
  });
});

describe('account rules', () => {
  it.each([
    ['Player@123', null],
    ['Secret@123', null],
    ['short@1', 'Password is too short - should be 8 chars minimum.'],
    ['password123', PASSWORD_RULE_MESSAGE],
    ['Password@', PASSWORD_RULE_MESSAGE],
    ['Pass word@1', PASSWORD_RULE_MESSAGE],
  ])('password %s → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
  it('masks user names for the top-winners list', () => {
    expect(maskUserName('player1')).toBe('pl***1');
    expect(maskUserName('abc')).toBe('a***');
  });
});
