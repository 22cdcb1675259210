import { describe, expect, it } from 'vitest';
import { placeBetRequestOf } from '@/features/betslip/model/slip-figures';
import { matchedOutcome, movedPrice, refusedOutcome } from '@/features/betslip/model/outcome-text';
import { draftOf, outcomeAmounts, projectedRunner, slipRefusal, type CurrentBook } from '@/features/betslip/model/slip-figures';
import { parsePrice, parseStake, stakeProblem, stepPrice } from '@/features/betslip/model/slip-inputs';
import type { SlipSelection } from '@/features/betslip/model/slip-selection';
import { createSlipStore, stakeOf } from '@/features/betslip/model/slip-store';
import { asStakeBody, stakeFormSchema } from '@/features/betslip/model/stake-form';
import { DEFAULT_STAKE_BUTTONS } from '@/features/betslip/model/default-stakes';
import { priceMovedTo } from '@/features/betslip/model/price-moved';
import { backIndia } from '../support/selections';

// The bet slip's model: inputs, figures, refusals and the one store's transitions.

const INDIA = 3001011;
const AUSTRALIA = 3001012;
const yesSixOvers: SlipSelection = {
  ...backIndia,
  marketId: 300104,
  bookMarketId: 300110,
  marketType: 'fancy2',
  marketName: 'Fancy',
  runnerId: 3001101,
  runnerName: '6 Over Runs IND',
  runnerIds: [3001101],
  line: 53,
  price: 100,
};
const noBook: CurrentBook = { kind: 'runners', positions: new Map() };

describe('slip inputs', () => {
  it.each([
    ['odds', '1.85', 1.85, null],
    ['odds', '1.555', 1.55, '1.555 is not a valid price: changed to 1.55, the nearest step of the odds ladder.'],
    ['odds', '2.03', 2.02, '2.03 is not a valid price: changed to 2.02, the nearest step of the odds ladder.'],
    ['odds', '1', 1.01, '1 is not a valid price: changed to 1.01, the nearest step of the odds ladder.'],
    ['odds', '1500', 1000, '1500 is not a valid price: changed to 1000, the nearest step of the odds ladder.'],
    ['rate', '45', 45, null],
    ['rate', '45.6', 46, 'Rates are whole numbers: changed to 46.'],
    ['fancy', '0.4', 1, 'Rates are whole numbers: changed to 1.'],
  ] as const)('%s typed %s → %s', (kind, text, price, note) => {
    expect(parsePrice(kind, text)).toEqual({ ok: true, price, note });
  });
  it.each(['', 'abc', '-2', '0'])('refuses %j as odds', (text) => {
    expect(parsePrice('odds', text).ok).toBe(false);
  });
  it.each([
    ['odds', 1.5, 1, 1.51],
    ['odds', 2, -1, 1.99],
    ['odds', 1000, 1, 1000],
    ['rate', 45, 1, 46],
    ['rate', 1, -1, 1],
    ['fancy', 100, -1, 99],
  ] as const)('%s %s stepped %s → %s', (kind, price, direction, expected) => {
    expect(stepPrice(kind, price, direction)).toBe(expected);
  });
  it.each([
    ['1000', 1000],
    ['1,00,000', 100000],
    ['250.5', 250.5],
    ['', null],
    ['0', null],
    ['12a', null],
    ['1.234', null],
    // A comma before three digits groups thousands; before one or two at the end it is a decimal
    // comma (phone keyboards of comma-decimal locales): never a larger amount than was meant.
    ['1,000', 1000],
    ['100,000.50', 100000.5],
    ['100,50', 100.5],
    ['100,5', 100.5],
    ['12,3456', null],
    ['1.000,50', null],
    ['1,0,0', null],
  ])('stake %j → %s', (text, stake) => {
    expect(parseStake(text)).toBe(stake);
  });
  it('says why a stake it cannot read is refused', () => {
    expect(stakeProblem('12,3456')).toBe('Enter the stake as 1000, 1,000 or 100.50 (at most two decimals).');
    expect(stakeProblem('100,50')).toBeNull();
    expect(stakeProblem('')).toBeNull();
  });
  it.each([
    ['2,5', 2.5],
    ['1,85', 1.85],
  ])('reads odds typed with a decimal comma: %j → %s', (text, price) => {
    expect(parsePrice('odds', text)).toEqual({ ok: true, price, note: null });
  });
  it('refuses odds it cannot read rather than guessing', () => {
    expect(parsePrice('odds', '1,000.5').ok).toBe(false);
    expect(parsePrice('odds', '2,5,1').ok).toBe(false);
  });
  it('reads a stake button value by the same rule', () => {
    const stakes = DEFAULT_STAKE_BUTTONS.map((button, index) => ({
      title: button.title,
      value: index === 0 ? '100,50' : String(button.value),
    }));
    const parsed = stakeFormSchema.safeParse({ stakes });
    expect(parsed.success && parsed.data.stakes[0]?.value).toBe(100.5);
  });
});

describe('what the typed bet would do', () => {
  it.each([
    { selection: backIndia, side: 'back', price: 1.85, stake: 1000, profit: 850, liability: 1000 },
    { selection: backIndia, side: 'lay', price: 1.86, stake: 1000, profit: 1000, liability: 860 },
    { selection: { ...backIndia, marketType: 'bookmaker' }, side: 'back', price: 84, stake: 1000, profit: 840, liability: 1000 },
    { selection: yesSixOvers, side: 'back', price: 100, stake: 500, profit: 500, liability: 500 },
    { selection: yesSixOvers, side: 'lay', price: 110, stake: 500, profit: 500, liability: 550 },
  ] as const)(
    '$selection.marketType $side $stake @ $price: profit $profit, liability $liability',
    ({ selection, side, price, stake, profit, liability }) => {
      const draft = draftOf({ ...selection, side }, price, stake);
      expect(draft && outcomeAmounts(draft)).toEqual({ profit, liability });
    },
  );

  it('projects every runner from its current position', () => {
    const draft = draftOf(backIndia, 1.85, 1000);
    if (!draft) throw new Error('no draft');
    expect(projectedRunner(draft, INDIA, 200)).toBe(1050);
    expect(projectedRunner(draft, AUSTRALIA, -300)).toBe(-1300);
  });

  it('has no draft without a stake', () => {
    expect(draftOf(backIndia, 1.85, null)).toBeNull();
    expect(draftOf(null, 1.85, 100)).toBeNull();
  });
});

describe('refusals before any request', () => {
  const limit = { minStake: 100, maxStake: 500000 };
  const account = { balance: 100000, exposure: 0 };
  const check = (
    stake: number,
    extra: Partial<Parameters<typeof slipRefusal>[0]> = {},
    selection: SlipSelection = backIndia,
    price = 1.85,
  ) => {
    const draft = draftOf(selection, price, stake);
    if (!draft) throw new Error('no draft');
    return slipRefusal({ draft, runnerStatus: 'ACTIVE', marketStatus: 'ACTIVE', limit, account, book: noBook, ...extra });
  };

  it.each([
    ['a fine bet', 1000, {}, null],
    ['a suspended runner', 1000, { runnerStatus: 'SUSPENDED' }, 'Market is suspended'],
    ['a ball-running market', 1000, { marketStatus: 'BALLRUNNING' }, 'Ball is running'],
    ['under the minimum', 99, {}, 'Minimum stake is 100.'],
    ['over the maximum', 600000, {}, 'Maximum stake is 5,00,000.'],
    ['the whole balance', 100000, {}, null],
    [
      'more than the balance',
      100001,
      {},
      'Insufficient balance: this bet would take your exposure to 1,00,001, more than your balance of 1,00,000 (available 1,00,000).',
    ],
    [
      'exposure elsewhere leaves too little',
      1000,
      { account: { balance: 100000, exposure: 99500 } },
      'Insufficient balance: this bet would take your exposure to 1,00,500, more than your balance of 1,00,000 (available 500).',
    ],
    ['unknown limits and account are left to the server', 10_000_000, { limit: undefined, account: undefined }, null],
  ] as const)('%s', (_name, stake, extra, expected) => {
    expect(check(stake, extra)).toBe(expected);
  });

  it("lets a bet that lowers this market's exposure through even with nothing available", () => {
    // Backed India for 1,000 (India +850, Australia −1,000): a lay of India at 1.86 for 900 hedges it.
    const book: CurrentBook = {
      kind: 'runners',
      positions: new Map([
        [INDIA, 850],
        [AUSTRALIA, -1000],
      ]),
    };
    const draft = draftOf({ ...backIndia, side: 'lay' }, 1.86, 900);
    if (!draft) throw new Error('no draft');
    expect(
      slipRefusal({ draft, runnerStatus: 'ACTIVE', marketStatus: 'ACTIVE', limit, account: { balance: 1000, exposure: 1000 }, book }),
    ).toBeNull();
  });

  it('counts a fancy book: No 52 against an open Yes 53 only risks the line between', () => {
    const book: CurrentBook = {
      kind: 'fancy',
      rows: [
        { runs: 48, amount: -500 },
        { runs: 53, amount: 500 },
      ],
    };
    const draft = draftOf({ ...yesSixOvers, side: 'lay', line: 52 }, 100, 500);
    if (!draft) throw new Error('no draft');
    // Before: worst −500. After: 52 runs loses both (−1,000).
    expect(
      slipRefusal({ draft, runnerStatus: 'ACTIVE', marketStatus: 'ACTIVE', limit, account: { balance: 999, exposure: 500 }, book }),
    ).toBe('Insufficient balance: this bet would take your exposure to 1,000, more than your balance of 999 (available 499).');
  });
});

describe("the market moving past the slip's price", () => {
  it.each([
    ['a back at the best back', backIndia, 1.85, { price: 1.85, size: 1 }, null],
    ['a back under the best back (matched at the best)', backIndia, 1.8, { price: 1.85, size: 1 }, null],
    ['a back above the best back', backIndia, 1.86, { price: 1.85, size: 1 }, 1.85],
    ['a lay under the best lay', { ...backIndia, side: 'lay' }, 1.85, { price: 1.86, size: 1 }, 1.86],
    ['a lay above the best lay (matched at the best)', { ...backIndia, side: 'lay' }, 1.9, { price: 1.86, size: 1 }, null],
    ['a Yes rate above the offered rate', yesSixOvers, 110, { price: 53, size: 100 }, 100],
    ['a Yes on a line that moved (another bet)', yesSixOvers, 100, { price: 54, size: 100 }, null],
    ['no price on offer', backIndia, 1.85, undefined, null],
  ] as const)('%s', (_name, selection, price, best, expected) => {
    expect(priceMovedTo(selection, price, best)).toBe(expected);
  });
});

describe('outcomes in words', () => {
  it('says what was matched at which price', () => {
    const result = {
      betId: 1,
      status: 'MATCHED',
      message: 'Bet placed successfully',
      matchedStake: 1000,
      matchedRate: 1.86,
      balance: 100000,
      exposure: 1000,
    } as const;
    expect(matchedOutcome(backIndia, result).text).toBe('Back India (Match Odds): 1,000 matched at 1.86.');
    expect(matchedOutcome(yesSixOvers, { ...result, matchedRate: 100 }).text).toBe(
      'Yes 6 Over Runs IND (Fancy): 1,000 matched at 53 at rate 100.',
    );
  });
  it("takes the new price from the server's refusal", () => {
    expect(movedPrice('Odds changed: now 2.1', backIndia)).toBe(2.1);
    expect(movedPrice('Odds changed: now 53 @ 100', yesSixOvers)).toBeNull();
    expect(refusedOutcome(backIndia, 'Insufficient balance')).toEqual({
      kind: 'refused',
      title: 'Bet not placed',
      text: 'Insufficient balance.',
      newPrice: null,
    });
  });
});

describe('PlaceBetV2 body', () => {
  it('sends runner, back/lay type and odds outside fancy', () => {
    const draft = draftOf({ ...backIndia, side: 'lay' }, 1.86, 500);
    if (!draft) throw new Error('no draft');
    expect(placeBetRequestOf(draft)).toEqual({
      eventId: 3001,
      marketId: 300101,
      runnerId: INDIA,
      type: 2,
      rate: 1.86,
      stake: 500,
      fancyValue: 0,
      placeTime: null,
    });
  });
  it("sends the line's own market, no runner, the line and the rate on fancy", () => {
    const draft = draftOf(yesSixOvers, 100, 500);
    if (!draft) throw new Error('no draft');
    expect(placeBetRequestOf(draft)).toEqual({
      eventId: 3001,
      marketId: 300110,
      runnerId: null,
      type: 3,
      rate: 100,
      stake: 500,
      fancyValue: 53,
      placeTime: null,
    });
  });
});

describe('the slip store', () => {
  it('opens for a price, keeps the stake for another price of the same runner, resets it for another runner', () => {
    const store = createSlipStore();
    store.select(backIndia);
    expect(store.get()).toMatchObject({ price: 1.85, oddsText: '1.85', stakeText: '' });
    store.typeStake('500');
    store.select({ ...backIndia, price: 1.84 });
    expect(store.get()).toMatchObject({ price: 1.84, stakeText: '500' });
    store.select({ ...backIndia, runnerId: AUSTRALIA, runnerName: 'Australia', price: 2.12 });
    expect(store.get().stakeText).toBe('');
  });

  it('snaps typed odds on commit, with a note, and steps one tick', () => {
    const store = createSlipStore();
    store.select(backIndia);
    store.typeOdds('3.03');
    expect(store.get().price).toBe(1.85);
    store.commitOdds();
    expect(store.get()).toMatchObject({ price: 3.05, oddsText: '3.05' });
    expect(store.get().oddsNote).toMatch(/changed to 3.05/);
    store.stepOdds(-1);
    expect(store.get()).toMatchObject({ price: 3, oddsNote: null });
  });

  it('locks for one placement at a time (no double bets) and keeps the selection for the next bet', () => {
    const store = createSlipStore();
    store.select(backIndia);
    store.setStake(1000);
    expect(store.beginPlacing()).toBe(true);
    expect(store.beginPlacing()).toBe(false);
    store.select({ ...backIndia, runnerId: AUSTRALIA });
    store.clear();
    expect(store.get().selection?.runnerId).toBe(INDIA);
    store.finish({ kind: 'matched', title: 'Bet matched', text: '…' });
    expect(store.get()).toMatchObject({ phase: 'editing', stakeText: '' });
    expect(stakeOf(store.get())).toBeNull();
    expect(store.beginPlacing()).toBe(true);
    store.finish({ kind: 'refused', title: 'Bet not placed', text: 'Odds changed: now 1.8.', newPrice: 1.8 });
    store.takePrice(1.8);
    expect(store.get()).toMatchObject({ price: 1.8, outcome: null });
  });

  it('empties on sign-out in every phase, a bet on its way or unknown included', () => {
    const store = createSlipStore();
    const leave = store.addHost();
    store.select(backIndia);
    store.setStake(1000);
    store.beginPlacing('bet');
    store.clear();
    expect(store.get().phase).toBe('placing');
    store.reset();
    expect(store.get()).toMatchObject({ selection: null, phase: 'editing', attempt: null, outcome: null, hosts: 1 });
    store.select(backIndia);
    store.beginPlacing('bet');
    store.beginChecking();
    store.unknown({ kind: 'unknown', title: 'We could not find out', text: '…', reason: 'x' });
    store.reset();
    expect(store.get()).toMatchObject({ selection: null, phase: 'editing', attempt: null });
    leave();
  });

  it('lets the player change a bet whose outcome is unknown, warning until a new bet replaces it', () => {
    const store = createSlipStore(undefined, () => 'ref-1');
    store.select(backIndia);
    store.setStake(1000);
    store.beginPlacing('first');
    store.beginChecking(Date.now() + 10_000);
    store.release();
    expect(store.get().phase).toBe('checking');
    store.unknown({ kind: 'unknown', title: 'We could not find out', text: '…', reason: 'x' });
    store.release();
    expect(store.get()).toMatchObject({ phase: 'editing', outcome: null, attempt: { key: 'first', clientRef: 'ref-1', undecided: true } });
    // The same bet again keeps its reference: the server answers a repeat with the first bet.
    store.beginPlacing('first');
    expect(store.get().attempt?.clientRef).toBe('ref-1');
  });

  it('notifies subscribers once per change, and not for a refused one', () => {
    const store = createSlipStore();
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    store.select(backIndia);
    store.backToEditing();
    expect(calls).toBe(1);
  });

  it('opens the desktop aside while a screen with prices is mounted, and drops the selection on leaving it', async () => {
    const store = createSlipStore();
    const leave = store.addHost();
    store.select(backIndia);
    expect(store.get().hosts).toBe(1);
    leave();
    leave();
    // Once the effects of the same commit have run (a microtask later).
    await Promise.resolve();
    expect(store.get()).toMatchObject({ hosts: 0, selection: null });
  });

  it('keeps the selection when a screen with prices is unmounted and mounted again at once, as StrictMode does', async () => {
    const store = createSlipStore();
    // The click came before the screen's effects ran.
    store.select(backIndia);
    const first = store.addHost();
    first();
    store.addHost();
    await Promise.resolve();
    expect(store.get()).toMatchObject({ hosts: 1, selection: backIndia });
  });
});

describe('quick stakes', () => {
  it('defaults to the docs/product.md §3 buttons', () => {
    expect(DEFAULT_STAKE_BUTTONS.map((stake) => [stake.title, stake.value])).toEqual([
      ['10k', 10000],
      ['25k', 25000],
      ['50k', 50000],
      ['1 lac', 100000],
      ['2 lac', 200000],
      ['5 lac', 500000],
      ['10 lac', 1000000],
      ['15 lac', 1500000],
    ]);
  });
  it('saves exactly eight, amounts typed en-IN', () => {
    const parsed = stakeFormSchema.parse({
      stakes: DEFAULT_STAKE_BUTTONS.map((stake) => ({ title: stake.title, value: stake.value.toLocaleString('en-IN') })),
    });
    expect(asStakeBody(parsed.stakes)).toEqual(DEFAULT_STAKE_BUTTONS);
    expect(asStakeBody(parsed.stakes.slice(0, 7))).toBeNull();
    expect(
      stakeFormSchema.safeParse({ stakes: parsed.stakes.slice(0, 7).map((stake) => ({ ...stake, value: String(stake.value) })) }).success,
    ).toBe(false);
  });
});

describe('the whole draft a placement sends (slip, one-click and cash out build it the same way)', () => {
  const fancyLine: SlipSelection = { ...backIndia, marketType: 'fancy2', line: 45, price: 100 };
  it.each([
    {
      name: 'at the best price: the persistence, nothing to rest',
      price: 1.85,
      best: 1.85,
      persistence: 'LAPSE' as const,
      extra: { persistence: 'LAPSE' },
    },
    {
      name: 'above the best back: may rest, with Keep',
      price: 1.9,
      best: 1.85,
      persistence: 'PERSIST' as const,
      extra: { persistence: 'PERSIST', keepUnmatched: true },
    },
    {
      name: 'no book known: no keepUnmatched',
      price: 1.9,
      best: undefined,
      persistence: 'LAPSE' as const,
      extra: { persistence: 'LAPSE' },
    },
  ])('$name', ({ price, best, persistence, extra }) => {
    const draft = draftOf(backIndia, price, 100, { best: best === undefined ? undefined : { price: best, size: 500 }, persistence });
    expect(draft).toEqual({ ...draftOf(backIndia, price, 100), ...extra });
    expect(placeBetRequestOf(draft ?? fail())).toMatchObject(extra);
  });

  it('leaves fancy (all-or-nothing) without persistence or keepUnmatched', () => {
    const draft = draftOf(fancyLine, 100, 100, { best: { price: 45, size: 90 }, persistence: 'PERSIST' });
    expect(draft).toEqual(draftOf(fancyLine, 100, 100));
    expect(placeBetRequestOf(draft ?? fail())).not.toHaveProperty('persistence');
  });

  it('has no draft without a stake', () => {
    expect(draftOf(backIndia, 1.85, null, { best: undefined, persistence: 'LAPSE' })).toBeNull();
  });
});

function fail(): never {
  throw new Error('expected a draft');
}
