import { describe, expect, it } from 'vitest';
import { betTypeOf, checkBet, checkStake, exceedsFunds, sideOfBetType, statusRefusal, type BetCheckInput } from '@/lib/exchange/bet-checks';

// The PlaceBetV2 checks (docs/domain.md; openapi PlaceBetV2), shared by the mock backend and the
// bet slip.

const A = 1;
const B = 2;
const C = 3;

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
    {
      name: 'a lay asking more than the best lay gets the better price',
      input: { side: 'lay', rate: 2.2 },
      matchedRate: 2.12,
      exposureAfter: 1120,
    },
    {
      name: 'a bet may use the whole available balance',
      input: { balance: 2000, exposureElsewhere: 1000 },
      matchedRate: 2.1,
      exposureAfter: 2000,
    },
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
    {
      name: 'a lay liability over the balance',
      input: { side: 'lay', rate: 3, bestLay: { price: 3, size: 10 }, balance: 1500 },
      message: 'Insufficient balance',
    },
    {
      name: 'a bookmaker rate with decimals',
      input: { rate: 45.5, book: { kind: 'rate', runnerIds: [A, B], bets: [] } },
      message: 'Rate 45.5 is not valid: rates are whole numbers',
    },
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
      const result = checkBet({
        ...fancy,
        side: 'lay',
        line: 52,
        book: { kind: 'fancy', bets: [{ side: 'back', line: 53, rate: 100, stake: 1000 }] },
      });
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

describe('what the slip checks before sending', () => {
  it.each([
    ['ACTIVE', null],
    ['SUSPENDED', 'Market is suspended'],
    ['BALLRUNNING', 'Ball is running'],
    ['CLOSED', 'Market is closed'],
  ] as const)('status %s → %s', (status, message) => {
    expect(statusRefusal(status)).toBe(message);
  });
  it.each([
    [99, 'Minimum stake is 100'],
    [100, null],
    [500000, null],
    [500001, 'Maximum stake is 500000'],
  ])('stake %s → %s', (stake, message) => {
    expect(checkStake(stake, { minStake: 100, maxStake: 500000 })).toBe(message);
  });
  it.each([
    [100000, 100000, false],
    [100000.01, 100000, true],
    [0, 0, false],
  ])('exposure %s against balance %s exceeds: %s', (exposure, balance, expected) => {
    expect(exceedsFunds(exposure, balance)).toBe(expected);
  });
  it.each([
    ['back', 'odds', 1],
    ['lay', 'odds', 2],
    ['back', 'rate', 1],
    ['lay', 'rate', 2],
    ['back', 'fancy', 3],
    ['lay', 'fancy', 4],
  ] as const)('%s in a %s market is bet type %s, and back again', (side, kind, type) => {
    expect(betTypeOf(side, kind)).toBe(type);
    expect(sideOfBetType(type, kind)).toBe(side);
  });
});
