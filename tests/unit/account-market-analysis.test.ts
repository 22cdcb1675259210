import { describe, expect, it } from 'vitest';
import type { MarketProfitLoss, OpenBet } from '@/api/generated/types.gen';
import { analyseMarkets, bookBands } from '@/features/account/model/market-analysis';

// player2's seeded open bets (mocks/db/seed/history.ts): the header's exposure is 10,140.
const INDIA_MO = 300101;
const SIX_OVERS = 300110;
const ARSENAL_MO = 100101;
const ENGLAND_BM = 300302;

let nextId = 1;
function open(change: Partial<OpenBet> & Pick<OpenBet, 'eventId' | 'marketId' | 'betType' | 'odds' | 'stake'>): OpenBet {
  return {
    betId: nextId++,
    betTitle: 'India v Australia',
    marketName: 'Match Odds',
    marketTypeName: 'match_odd',
    placeTime: `2026-11-21T0${nextId % 10}:00:00.000Z`,
    ...change,
  };
}

const bets: OpenBet[] = [
  open({ eventId: 3001, marketId: INDIA_MO, runnerId: 3001011, runnerName: 'India', betType: 'Back', odds: 1.85, stake: 2000 }),
  open({ eventId: 3001, marketId: INDIA_MO, runnerId: 3001012, runnerName: 'Australia', betType: 'Lay', odds: 2.14, stake: 1000 }),
  open({
    eventId: 3001,
    marketId: SIX_OVERS,
    runnerId: 3001101,
    marketName: '6 Over Runs IND',
    marketTypeName: 'fancy2',
    betType: 'Yes',
    odds: 53,
    fancyValue: 53,
    betRate: 100,
    stake: 500,
  }),
  open({
    eventId: 3001,
    marketId: SIX_OVERS,
    runnerId: 3001101,
    marketName: '6 Over Runs IND',
    marketTypeName: 'fancy2',
    betType: 'No',
    odds: 52,
    fancyValue: 52,
    betRate: 100,
    stake: 500,
  }),
  open({
    eventId: 1001,
    betTitle: 'Arsenal v Chelsea',
    marketId: ARSENAL_MO,
    runnerId: 1001011,
    runnerName: 'Arsenal',
    betType: 'Back',
    odds: 2.1,
    stake: 1000,
  }),
  open({
    eventId: 3003,
    betTitle: 'England v South Africa',
    marketId: ENGLAND_BM,
    runnerId: 3003021,
    runnerName: 'England',
    marketName: 'Bookmaker',
    marketTypeName: 'bookmaker',
    betType: 'Back',
    odds: 70,
    stake: 5000,
  }),
];

const runners = new Map([
  [
    ARSENAL_MO,
    [
      { id: 1001011, name: 'Arsenal' },
      { id: 1001012, name: 'Chelsea' },
      { id: 1001013, name: 'The Draw' },
    ],
  ],
]);

describe('analyseMarkets without the server book (computed from the open bets)', () => {
  const analysis = analyseMarkets(bets, [], runners);

  it("adds the markets' worst cases up to the header's exposure", () => {
    expect(analysis.totalExposure).toBe(10140);
    expect(analysis.events.map((event) => [event.title, event.exposure])).toEqual([
      ['England v South Africa', 5000],
      ['Arsenal v Chelsea', 1000],
      ['India v Australia', 4140],
    ]);
  });

  it('lists every runner of a market whose runners are known, in their order', () => {
    const arsenal = analysis.events.find((event) => event.eventId === 1001)?.markets[0];
    if (arsenal?.kind !== 'runners') throw new Error('expected a runner market');
    expect(arsenal.outcomes.map((outcome) => [outcome.name, outcome.amount])).toEqual([
      ['Arsenal', 1100],
      ['Chelsea', -1000],
      ['The Draw', -1000],
    ]);
  });

  it('gives each runner what it would pay if it won (match odds: +S(O−1) for the back, −S(O−1) for the lay)', () => {
    const india = analysis.events.find((event) => event.eventId === 3001)?.markets[0];
    expect(india?.kind).toBe('runners');
    if (india?.kind !== 'runners') return;
    // The India market's runners are not known here: the ones without bets pay alike.
    expect(india.outcomes.map((outcome) => [outcome.name, outcome.amount])).toEqual([
      ['India', 2700],
      ['Australia', -3140],
      ['Any other selection', -1000],
    ]);
    expect(india.exposure).toBe(3140);
    expect(india.best).toBe(2700);
  });

  it('offsets Yes and No on the same fancy line except on the run between them', () => {
    const fancy = analysis.events.find((event) => event.eventId === 3001)?.markets[1];
    expect(fancy?.kind).toBe('fancy');
    if (fancy?.kind !== 'fancy') return;
    expect(fancy.book.map((band) => [band.label, band.amount])).toEqual([
      ['51 or fewer', 0],
      ['52', -1000],
      ['53 or more', 0],
    ]);
    expect(fancy.exposure).toBe(1000);
  });
});

describe('analyseMarkets with the server book (as the markets page reads it)', () => {
  const books: MarketProfitLoss[] = [
    {
      eventId: 1001,
      marketId: ARSENAL_MO,
      runners: [
        { runnerId: 1001011, amount: 1100 },
        { runnerId: 1001012, amount: -1000 },
        { runnerId: 1001013, amount: -1000 },
      ],
    },
  ];

  it("uses the book's runners, names the ones without bets from the event's markets", () => {
    const arsenal = analyseMarkets(bets, books, runners).events.find((event) => event.eventId === 1001)?.markets[0];
    if (arsenal?.kind !== 'runners') throw new Error('expected a runner market');
    expect(arsenal.outcomes.map((outcome) => [outcome.name, outcome.amount])).toEqual([
      ['Arsenal', 1100],
      ['Chelsea', -1000],
      ['The Draw', -1000],
    ]);
    expect(arsenal.exposure).toBe(1000);
  });

  it('names a runner it cannot name by its id rather than leaving it out', () => {
    const arsenal = analyseMarkets(bets, books).events.find((event) => event.eventId === 1001)?.markets[0];
    if (arsenal?.kind !== 'runners') throw new Error('expected a runner market');
    expect(arsenal.outcomes.map((outcome) => outcome.name)).toEqual(['Arsenal', 'Selection 1001012', 'Selection 1001013']);
  });

  it('has no events and no exposure without open bets', () => {
    expect(analyseMarkets([], books)).toEqual({ events: [], totalExposure: 0 });
  });
});

describe('bookBands', () => {
  it.each([
    [
      [
        { runs: 10, amount: 5 },
        { runs: 11, amount: 5 },
      ],
      [['Any total', 5]],
    ],
    [
      [
        { runs: 0, amount: -100 },
        { runs: 1, amount: 200 },
        { runs: 2, amount: 200 },
        { runs: 3, amount: 200 },
        { runs: 4, amount: 50 },
      ],
      [
        ['0', -100],
        ['1–3', 200],
        ['4 or more', 50],
      ],
    ],
  ])('%o becomes %o', (rows, bands) => {
    expect(bookBands(rows).map((band) => [band.label, band.amount])).toEqual(bands);
  });
});
