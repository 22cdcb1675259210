import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  addUserStakes,
  cancelBet,
  cancelMarketBets,
  getScoreCard,
  getUserExpectedProfitLoss,
  getUserLimits,
  getUserOdds,
  getUserOpenBets,
  getUserStakes,
  getVideoLink,
  placeBet,
  replaceBet,
} from '@/api/generated/sdk.gen';
import type { AddUserStakesData, PlaceBetRequest } from '@/api/generated/types.gen';
import { decodeVideoLinks, findVideoMatch } from '@/features/markets/model/video-link';
import {
  abpFailure,
  abpSuccess,
  apiPact,
  bearer,
  jsonRequestHeaders,
  jsonResponseHeaders,
  PLAYER1_TOKEN,
  rejection,
  storeSession,
  viaMockServer,
  withAppRuntime,
} from './pact-support';

// The Odds, Bet and UserStake calls behind the markets page and the bet slip (docs/product.md §7 "Sports and
// betting"), through the generated SDK with the app's runtime. Only what the screens read is pinned.

const { atLeastLike, boolean, eachLike, integer, number, regex, string } = MatchersV3;

const pact = apiPact();
withAppRuntime();

const STATUS = '^(ACTIVE|SUSPENDED|BALLRUNNING|CLOSED)$';
const MARKET_TYPE = '^(match_odd|bookmaker|fancy2|toss|goalsmaker)$';
const signedIn = { token: PLAYER1_TOKEN } as const;
/** openapi ClientRef: the app sends a random UUID per placement (kept while it repeats the same bet). */
const CLIENT_REF = '^[A-Za-z0-9_-]{8,64}$';

function runner(example: { id: number; marketId: number; name: string; back: number; lay: number; size: number }) {
  return {
    id: integer(example.id),
    marketId: integer(example.marketId),
    runnername: string(example.name),
    status: regex(STATUS, 'ACTIVE'),
    back: atLeastLike({ price: number(example.back), size: number(example.size) }, 0, 1),
    lay: atLeastLike({ price: number(example.lay), size: number(example.size) }, 0, 1),
  };
}

function market(example: { marketId: number; name: string; type: string; runner: ReturnType<typeof runner> }) {
  return {
    marketId: integer(example.marketId),
    marketName: string(example.name),
    marketType: regex(MARKET_TYPE, example.type),
    status: regex(STATUS, 'ACTIVE'),
    inPlay: true,
    runners: eachLike(example.runner),
  };
}

describe('Odds/GetUserOddsV2', () => {
  it('answers every market of an event with its price levels, to a visitor too', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('an odds poll of an in-play cricket event')
      .withRequest('GET', '/Odds/GetUserOddsV2', (b) => b.query({ eventId: '3001' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            eventId: 3001,
            matchOdds: market({
              marketId: 300101,
              name: 'Match Odds',
              type: 'match_odd',
              runner: runner({ id: 3001011, marketId: 300101, name: 'India', back: 1.85, lay: 1.86, size: 12500 }),
            }),
            bookmaker: market({
              marketId: 300102,
              name: 'Bookmaker',
              type: 'bookmaker',
              runner: runner({ id: 3001021, marketId: 300102, name: 'India', back: 84, lay: 86, size: 500000 }),
            }),
            // 3001 has no toss market: an absent market is null (openapi EventOdds).
            toss: null,
            // Each fancy line carries its own market id (its book): price = run line, size = rate.
            fancy: market({
              marketId: 300104,
              name: 'Fancy',
              type: 'fancy2',
              runner: runner({ id: 3001101, marketId: 300110, name: '6 Over Runs IND', back: 53, lay: 52, size: 100 }),
            }),
            goalsmaker: atLeastLike(
              market({
                marketId: 100105,
                name: 'Over/Under 1.5 Goals',
                type: 'goalsmaker',
                runner: runner({ id: 1001051, marketId: 100105, name: 'Under 1.5 Goals', back: 3.2, lay: 3.25, size: 1000 }),
              }),
              0,
              0,
            ),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getUserOdds({ ...viaMockServer(mockServer), query: { eventId: 3001 } });
        expect(data.result.matchOdds?.runners[0]?.back[0]?.price).toBeGreaterThan(1);
        expect(data.result.fancy?.runners[0]?.marketId).not.toBe(data.result.fancy?.marketId);
      });
  });

  // Issue 57, our proposal: what has traded, on the exchange markets only (match odds, goals).
  it('answers the last traded price and the amounts matched on the exchange markets', async () => {
    const traded = { lastPriceTraded: number(2.1), totalMatched: number(4700.5) };
    const exchangeMarket = (example: Parameters<typeof market>[0]) => ({
      ...market(example),
      totalMatched: number(10250.25),
      priceLadder: { type: 'CLASSIC' },
    });
    await pact
      .addInteraction()
      .pending()
      .given('the exchange markets of an event have traded', { eventId: 1001 })
      .uponReceiving('an odds poll of an in-play football event whose exchange markets have traded')
      .withRequest('GET', '/Odds/GetUserOddsV2', (b) => b.query({ eventId: '1001' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            eventId: 1001,
            matchOdds: exchangeMarket({
              marketId: 100101,
              name: 'Match Odds',
              type: 'match_odd',
              runner: { ...runner({ id: 1001011, marketId: 100101, name: 'Arsenal', back: 2.1, lay: 2.12, size: 2500 }), ...traded },
            }),
            bookmaker: market({
              marketId: 100102,
              name: 'Bookmaker',
              type: 'bookmaker',
              runner: runner({ id: 1001021, marketId: 100102, name: 'Arsenal', back: 108, lay: 110, size: 500000 }),
            }),
            toss: null,
            fancy: null,
            goalsmaker: atLeastLike(
              exchangeMarket({
                marketId: 100105,
                name: 'Over/Under 1.5 Goals',
                type: 'goalsmaker',
                runner: {
                  ...runner({ id: 1001051, marketId: 100105, name: 'Under 1.5 Goals', back: 3.2, lay: 3.25, size: 1000 }),
                  ...traded,
                },
              }),
              1,
            ),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getUserOdds({ ...viaMockServer(mockServer), query: { eventId: 1001 } });
        expect(data.result.matchOdds).toMatchObject({ totalMatched: 10250.25, priceLadder: { type: 'CLASSIC' } });
        expect(data.result.matchOdds?.runners[0]).toMatchObject({ lastPriceTraded: 2.1, totalMatched: 4700.5 });
        expect(data.result.goalsmaker?.[0]?.runners[0]?.lastPriceTraded).toBe(2.1);
      });
  });

  it('refuses an unknown event with a readable message', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('an odds poll of an unknown event')
      .withRequest('GET', '/Odds/GetUserOddsV2', (b) => b.query({ eventId: '999999' }))
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure('Event not found')))
      .executeTest(async (mockServer) => {
        const error = await rejection(getUserOdds({ ...viaMockServer(mockServer), query: { eventId: 999999 } }));
        expect(error.message).toBe('Event not found');
      });
  });
});

describe('Odds/GetUserLimits', () => {
  it('answers min/max stake and the bet delay per runner (runnnerId, sic)', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a limits load of an in-play cricket event')
      .withRequest('GET', '/Odds/GetUserLimits', (b) => b.headers(bearer()).query({ eventId: '3001' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess(
            eachLike({
              marketType: regex(MARKET_TYPE, 'match_odd'),
              marketId: integer(300101),
              runnnerId: integer(3001011),
              limit: { minStake: number(100), maxStake: number(500000), delayTime: integer(5000) },
            }),
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getUserLimits({ ...viaMockServer(mockServer), query: { eventId: 3001 } });
        expect(data.result[0]?.limit.maxStake).toBeGreaterThan(0);
      });
  });

  // Our proposal: Betfair's passive delay on an exchange market. Ascot 14:30 is in play with match
  // odds alone, so every entry has it. The slip says whether a bet waits by it.
  it('says an exchange market has the passive delay', async () => {
    storeSession();
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a limits load of an in-play horse race, an exchange market with the passive delay')
      .withRequest('GET', '/Odds/GetUserLimits', (b) => b.headers(bearer()).query({ eventId: '26001' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess(
            eachLike({
              marketType: 'match_odd',
              marketId: integer(2600101),
              runnnerId: integer(26001011),
              limit: { minStake: number(100), maxStake: number(500000), delayTime: integer(5000), passiveDelay: boolean(true) },
            }),
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getUserLimits({ ...viaMockServer(mockServer), query: { eventId: 26001 } });
        expect(data.result[0]?.limit).toMatchObject({ delayTime: 5000, passiveDelay: true });
      });
  });
});

describe('Bet/PlaceBetV2', () => {
  // An upcoming match-odds book (no bet delay): back Liverpool at the offered 2.5.
  const back: PlaceBetRequest = {
    eventId: 1003,
    marketId: 100301,
    runnerId: 1003011,
    type: 1,
    rate: 2.5,
    stake: 1000,
    fancyValue: 0,
    placeTime: null,
  };

  it('matches a back at the offered price and answers the new balance and exposure', async () => {
    storeSession();
    const placed = { ...back, clientRef: '0b7e5c2a-4d1f-4a8e-9b3c-6f2d8e1a7c45' };
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a back bet at the offered price')
      .withRequest('POST', '/Bet/PlaceBetV2', (b) =>
        b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody({ ...back, clientRef: regex(CLIENT_REF, placed.clientRef) }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            betId: integer(90001),
            status: 'MATCHED',
            message: string('Bet placed successfully'),
            matchedStake: number(1000),
            matchedRate: number(2.5),
            balance: number(100000),
            exposure: number(1000),
            clientRef: placed.clientRef,
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await placeBet({ ...viaMockServer(mockServer), body: placed });
        expect(data.result.status).toBe('MATCHED');
        expect(data.result.clientRef).toBe(placed.clientRef);
      });
  });

  it('answers a placement repeated with a clientRef already used with the first bet, placing nothing', async () => {
    storeSession();
    // player1's one open bet (stake 1000 on Liverpool) was placed with this reference.
    const repeated = { ...back, clientRef: '9d3a6e1b-7c2f-4b8d-a5e0-3f1c9b7d2e68' };
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', { balance: 100000, exposure: 1000, clientRef: repeated.clientRef })
      .uponReceiving('a placement repeating a clientRef already used')
      .withRequest('POST', '/Bet/PlaceBetV2', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(repeated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            betId: integer(90001),
            status: 'MATCHED',
            message: string('Bet placed successfully'),
            matchedStake: number(1000),
            matchedRate: number(2.5),
            // Nothing more was placed: the exposure is the first bet's.
            balance: 100000,
            exposure: 1000,
            clientRef: repeated.clientRef,
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await placeBet({ ...viaMockServer(mockServer), body: repeated });
        expect(data.result.clientRef).toBe(repeated.clientRef);
        expect(data.result.exposure).toBe(1000);
      });
  });

  it("refuses a stake under the minimum with the server's words", async () => {
    storeSession();
    const small = { ...back, stake: 50 };
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a bet under the minimum stake')
      .withRequest('POST', '/Bet/PlaceBetV2', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(small))
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure('Minimum stake is 100')))
      .executeTest(async (mockServer) => {
        const error = await rejection(placeBet({ ...viaMockServer(mockServer), body: small }));
        expect(error.message).toBe('Minimum stake is 100');
      });
  });

  it('refuses a price better than offered, naming the price now', async () => {
    storeSession();
    const greedy = { ...back, rate: 2.6 };
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a back bet above the offered price')
      .withRequest('POST', '/Bet/PlaceBetV2', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(greedy))
      .willRespondWith(500, (b) =>
        b
          .headers(jsonResponseHeaders)
          .jsonBody({ success: false, error: { message: regex('^Odds changed: now [0-9.]+$', 'Odds changed: now 2.5') } }),
      )
      .executeTest(async (mockServer) => {
        const error = await rejection(placeBet({ ...viaMockServer(mockServer), body: greedy }));
        expect(error.message).toMatch(/^Odds changed: now /);
      });
  });

  it('refuses a bet whose exposure would exceed the balance', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', { balance: 500, exposure: 0 })
      .uponReceiving('a bet above the available balance')
      .withRequest('POST', '/Bet/PlaceBetV2', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(back))
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure('Insufficient balance')))
      .executeTest(async (mockServer) => {
        const error = await rejection(placeBet({ ...viaMockServer(mockServer), body: back }));
        expect(error.message).toBe('Insufficient balance');
      });
  });
});

describe('Bet/GetUserOpenBets and Bet/GetUserExpectedProfitLoss', () => {
  it('answers balance, exposure and the open bets', async () => {
    storeSession();
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', { balance: 50000, exposure: 2000, clientRef: 'a41f8c3e-5b2d-4e7a-8c19-2d6f0b3e9a57' })
      .uponReceiving('an open-bets load of a player with one open bet')
      .withRequest('GET', '/Bet/GetUserOpenBets', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            balance: 50000,
            exposure: 2000,
            openBets: eachLike({
              betId: integer(90001),
              eventId: integer(1003),
              marketId: integer(100301),
              betTitle: string('Liverpool v Manchester City'),
              runnerName: string('Liverpool'),
              marketName: string('Match Odds'),
              marketTypeName: regex(MARKET_TYPE, 'match_odd'),
              betType: regex('^(Back|Lay|Yes|No)$', 'Back'),
              odds: number(2.5),
              stake: number(2000),
              expectedProfit: number(3000),
              liability: number(2000),
              placeTime: regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', '2026-11-21T10:00:00.000Z'),
              // The slip finds a bet whose placement answer was lost by it (openapi PlaceBetV2).
              clientRef: regex(CLIENT_REF, 'a41f8c3e-5b2d-4e7a-8c19-2d6f0b3e9a57'),
            }),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getUserOpenBets({ ...viaMockServer(mockServer) });
        expect(data.result.exposure).toBe(2000);
      });
  });

  it("answers open bets with the family's fields alone (what a server without our proposals sends)", async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', { balance: 50000, exposure: 2000 })
      .uponReceiving("an open-bets load with the family's fields")
      .withRequest('GET', '/Bet/GetUserOpenBets', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            balance: 50000,
            exposure: 2000,
            openBets: eachLike({
              betId: integer(90001),
              eventId: integer(1003),
              marketId: integer(100301),
              betTitle: string('Liverpool v Manchester City'),
              runnerName: string('Liverpool'),
              marketName: string('Match Odds'),
              marketTypeName: regex(MARKET_TYPE, 'match_odd'),
              betType: regex('^(Back|Lay|Yes|No)$', 'Back'),
              odds: number(2.5),
              stake: number(2000),
              expectedProfit: number(3000),
              liability: number(2000),
              placeTime: regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', '2026-11-21T10:00:00.000Z'),
            }),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getUserOpenBets({ ...viaMockServer(mockServer) });
        expect(data.result.openBets[0]?.stake).toBe(2000);
      });
  });

  it('answers the position on every runner of a market with bets', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', { balance: 50000, exposure: 2000 })
      .uponReceiving('an expected profit and loss load of a player with one open bet')
      .withRequest('GET', '/Bet/GetUserExpectedProfitLoss', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess(
            eachLike({
              eventId: integer(1003),
              marketId: integer(100301),
              runners: eachLike({ runnerId: integer(1003011), amount: number(3000) }),
            }),
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getUserExpectedProfitLoss({ ...viaMockServer(mockServer) });
        expect(data.result[0]?.runners.length).toBeGreaterThan(0);
      });
  });
});

// Unmatched bets and cancelling: endpoints and fields that are our proposal for the
// backend team (openapi PlaceBetV2 "Unmatched bets", Bet/CancelBet, Bet/CancelMarketBets,
// Bet/ReplaceBet).
describe('unmatched bets (our proposal)', () => {
  // An upcoming match-odds book (no bet delay) whose best back on Liverpool is 2.5.
  const LIVERPOOL = { eventId: 1003, marketId: 100301, runnerId: 1003011 };
  const resting = { betId: 90077, ...LIVERPOOL, odds: 2.6, stake: 500 };
  const noOtherBets = { balance: 50000, exposure: 0 };

  it('rests a back asked above the best price unmatched when the client keeps it', async () => {
    storeSession();
    const asked: PlaceBetRequest = { ...LIVERPOOL, type: 1, rate: 2.6, stake: 1000, fancyValue: 0, placeTime: null, keepUnmatched: true };
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', noOtherBets)
      .uponReceiving('a back above the best price kept unmatched')
      .withRequest('POST', '/Bet/PlaceBetV2', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(asked))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            betId: integer(90001),
            status: 'UNMATCHED',
            message: string('Bet placed unmatched'),
            matchedStake: 0,
            matchedRate: 2.6,
            unmatchedStake: 1000,
            balance: 50000,
            // An unmatched back counts its stake.
            exposure: 1000,
            clientRef: null,
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await placeBet({ ...viaMockServer(mockServer), body: asked });
        expect(data.result).toMatchObject({ status: 'UNMATCHED', matchedStake: 0, unmatchedStake: 1000 });
      });
  });

  // Fill-or-kill (our proposal, Betfair's timeInForce): a cash out that must not leave a rest behind.
  it('refuses a fill-or-kill back the book cannot fill at once, resting nothing', async () => {
    storeSession();
    const asked: PlaceBetRequest = {
      ...LIVERPOOL,
      type: 1,
      rate: 2.6,
      stake: 1000,
      fancyValue: 0,
      placeTime: null,
      keepUnmatched: true,
      timeInForce: 'FILL_OR_KILL',
      minFillSize: 1000,
    };
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', noOtherBets)
      .uponReceiving('a fill-or-kill back above the best price')
      .withRequest('POST', '/Bet/PlaceBetV2', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(asked))
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure('Not matched: the book could not fill it at once')))
      .executeTest(async (mockServer) => {
        const error = await rejection(placeBet({ ...viaMockServer(mockServer), body: asked }));
        expect(error.message).toBe('Not matched: the book could not fill it at once');
      });
  });

  // Persistence (our proposal, pending until a provider has it): what rests of a bet is kept when
  // the market suspends or turns in-play.
  it('places a back asked above the best price with persistence Keep', async () => {
    storeSession();
    const asked: PlaceBetRequest = {
      ...LIVERPOOL,
      type: 1,
      rate: 2.6,
      stake: 1000,
      fancyValue: 0,
      placeTime: null,
      keepUnmatched: true,
      persistence: 'PERSIST',
    };
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', noOtherBets)
      .uponReceiving('a back above the best price kept unmatched, kept at in-play and suspend')
      .withRequest('POST', '/Bet/PlaceBetV2', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(asked))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            betId: integer(90001),
            status: 'UNMATCHED',
            message: string('Bet placed unmatched'),
            matchedStake: 0,
            matchedRate: 2.6,
            unmatchedStake: 1000,
            balance: 50000,
            exposure: 1000,
            clientRef: null,
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await placeBet({ ...viaMockServer(mockServer), body: asked });
        expect(data.result).toMatchObject({ status: 'UNMATCHED', unmatchedStake: 1000 });
      });
  });

  it('answers an open bet with its persistence', async () => {
    storeSession();
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', noOtherBets)
      .given('player1 has an unmatched bet', { ...resting, persistence: 'PERSIST' })
      .uponReceiving('an open-bets load of a player with an unmatched bet kept at in-play and suspend')
      .withRequest('GET', '/Bet/GetUserOpenBets', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            balance: 50000,
            exposure: 500,
            openBets: eachLike({
              betId: resting.betId,
              eventId: integer(1003),
              marketId: integer(100301),
              runnerId: integer(1003011),
              betTitle: string('Liverpool v Manchester City'),
              runnerName: string('Liverpool'),
              marketName: string('Match Odds'),
              marketTypeName: 'match_odd',
              betType: 'Back',
              odds: 2.6,
              stake: 500,
              placeTime: regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', '2026-11-21T10:00:00.000Z'),
              matchedStake: 0,
              unmatchedStake: 500,
              persistence: 'PERSIST',
            }),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getUserOpenBets({ ...viaMockServer(mockServer) });
        expect(data.result.openBets[0]).toMatchObject({ betId: resting.betId, unmatchedStake: 500, persistence: 'PERSIST' });
      });
  });

  it('answers an open bet with its matched and unmatched parts', async () => {
    storeSession();
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', noOtherBets)
      .given('player1 has an unmatched bet', resting)
      .uponReceiving('an open-bets load of a player with an unmatched bet')
      .withRequest('GET', '/Bet/GetUserOpenBets', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            balance: 50000,
            exposure: 500,
            openBets: eachLike({
              betId: resting.betId,
              eventId: integer(1003),
              marketId: integer(100301),
              runnerId: integer(1003011),
              betTitle: string('Liverpool v Manchester City'),
              runnerName: string('Liverpool'),
              marketName: string('Match Odds'),
              marketTypeName: 'match_odd',
              betType: 'Back',
              odds: 2.6,
              stake: 500,
              placeTime: regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', '2026-11-21T10:00:00.000Z'),
              matchedStake: 0,
              unmatchedStake: 500,
            }),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getUserOpenBets({ ...viaMockServer(mockServer) });
        expect(data.result.openBets[0]).toMatchObject({ matchedStake: 0, unmatchedStake: 500 });
      });
  });

  it('cancels the whole unmatched part of a bet and gives its stake back to available', async () => {
    storeSession();
    const body = { betId: resting.betId };
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', noOtherBets)
      .given('player1 has an unmatched bet', resting)
      .uponReceiving('a cancel of an unmatched bet')
      .withRequest('POST', '/api/services/app/Bet/CancelBet', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(body))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponseHeaders)
          .jsonBody(
            abpSuccess({ betId: resting.betId, cancelledStake: 500, unmatchedStake: 0, matchedStake: 0, balance: 50000, exposure: 0 }),
          ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await cancelBet({ ...viaMockServer(mockServer), body });
        expect(data.result).toMatchObject({ cancelledStake: 500, exposure: 0 });
      });
  });

  it('lowers an unmatched bet to what should remain', async () => {
    storeSession();
    const body = { betId: resting.betId, remainingSize: 300 };
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', noOtherBets)
      .given('player1 has an unmatched bet', resting)
      .uponReceiving('a lowering of an unmatched bet to what should remain')
      .withRequest('POST', '/api/services/app/Bet/CancelBet', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(body))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponseHeaders)
          .jsonBody(
            abpSuccess({ betId: resting.betId, cancelledStake: 200, unmatchedStake: 300, matchedStake: 0, balance: 50000, exposure: 300 }),
          ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await cancelBet({ ...viaMockServer(mockServer), body });
        expect(data.result).toMatchObject({ cancelledStake: 200, unmatchedStake: 300 });
      });
  });

  it('refuses to cancel a bet the player does not have', async () => {
    storeSession();
    const body = { betId: 99999 };
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a cancel of an unknown bet')
      .withRequest('POST', '/api/services/app/Bet/CancelBet', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(body))
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure('Bet not found')))
      .executeTest(async (mockServer) => {
        const error = await rejection(cancelBet({ ...viaMockServer(mockServer), body }));
        expect(error.message).toBe('Bet not found');
      });
  });

  it('cancels every unmatched bet of a market', async () => {
    storeSession();
    const body = { marketId: LIVERPOOL.marketId };
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', noOtherBets)
      .given('player1 has an unmatched bet', resting)
      .uponReceiving('a cancel of all unmatched bets of a market')
      .withRequest('POST', '/api/services/app/Bet/CancelMarketBets', (b) =>
        b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(body),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponseHeaders)
          .jsonBody(abpSuccess({ marketId: LIVERPOOL.marketId, cancelledBets: 1, cancelledStake: 500, balance: 50000, exposure: 0 })),
      )
      .executeTest(async (mockServer) => {
        const { data } = await cancelMarketBets({ ...viaMockServer(mockServer), body });
        expect(data.result).toMatchObject({ cancelledBets: 1, exposure: 0 });
      });
  });

  it('moves what rests of a bet to new odds in one call, with its persistence', async () => {
    storeSession();
    const body = { betId: resting.betId, newOdds: 2.8 };
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', noOtherBets)
      .given('player1 has an unmatched bet', { ...resting, persistence: 'PERSIST' })
      .uponReceiving('a replace of an unmatched bet at new odds')
      .withRequest('POST', '/api/services/app/Bet/ReplaceBet', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(body))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            betId: resting.betId,
            cancelledStake: 500,
            matchedStake: 0,
            newBet: {
              betId: integer(90078),
              status: 'UNMATCHED',
              message: string('Bet placed unmatched'),
              matchedStake: 0,
              matchedRate: 2.8,
              unmatchedStake: 500,
              balance: 50000,
              exposure: 500,
              clientRef: null,
            },
            balance: 50000,
            exposure: 500,
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await replaceBet({ ...viaMockServer(mockServer), body });
        expect(data.result).toMatchObject({ cancelledStake: 500, matchedStake: 0, newBet: { status: 'UNMATCHED', unmatchedStake: 500 } });
      });
  });
});

describe('api/services/app/Sport/GetScoreCard', () => {
  it('answers the score card address of an event', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a score card load by data-provider id')
      .withRequest('GET', '/api/services/app/Sport/GetScoreCard', (b) => b.headers(bearer()).query({ DreamEventId: '33001' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(abpSuccess(regex('^https://\\S+$', 'https://score.exchange.example/card/33001'))),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getScoreCard({ ...viaMockServer(mockServer), query: { DreamEventId: 33001 } });
        expect(data.result).toMatch(/^https:\/\//);
      });
  });
});

describe('api/services/app/Sport/GetVideoLink', () => {
  // The result is a JSON document inside a string (openapi VideoLinks): Pact can only match the
  // string, so the regex asks for the shape the app decodes (data.getMatches, a list with a bid and a
  // Channel, each text or a number, in either order, any spacing; Pact's regex engine has no
  // lookahead), and the test decodes it with the app's own decoder.
  const VIDEO_LINKS =
    '^\\s*\\{[\\s\\S]*"data"\\s*:\\s*\\{[\\s\\S]*"getMatches"\\s*:\\s*\\[[\\s\\S]*("bid"\\s*:\\s*("[^"]*"|[0-9]+)[\\s\\S]*"Channel"\\s*:\\s*("[^"]*"|[0-9]+)|"Channel"\\s*:\\s*("[^"]*"|[0-9]+)[\\s\\S]*"bid"\\s*:\\s*("[^"]*"|[0-9]+))[\\s\\S]*\\][\\s\\S]*\\}\\s*$';
  const streamed = { eventId: 3001, dreamEventId: 33001, channel: '1021' } as const;

  it("answers the streamed matches, the event's among them, as a JSON string", async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .given('a match is streamed live', streamed)
      .uponReceiving('a live-video load for an in-play event')
      .withRequest('GET', '/api/services/app/Sport/GetVideoLink', (b) => b.headers(bearer()).query({ eventId: '3001' }))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponseHeaders)
          .jsonBody(abpSuccess(regex(VIDEO_LINKS, '{"data":{"getMatches":[{"bid":"33001","Channel":"1021"}]}}'))),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getVideoLink({ ...viaMockServer(mockServer), query: { eventId: 3001 } });
        expect(findVideoMatch(decodeVideoLinks(data.result), 33001)).toEqual({ bid: '33001', channel: '1021' });
      });
  });
});

describe('UserStake', () => {
  const stakes: AddUserStakesData['body'] = [
    { title: '1k', value: 1000 },
    { title: '2k', value: 2000 },
    { title: '5k', value: 5000 },
    { title: '10k', value: 10000 },
    { title: '25k', value: 25000 },
    { title: '50k', value: 50000 },
    { title: '1 lac', value: 100000 },
    { title: '2 lac', value: 200000 },
  ];

  it("answers the player's quick stakes", async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a quick-stakes load')
      .withRequest('GET', '/UserStake/GetByUser', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(abpSuccess(atLeastLike({ title: string('10k'), value: number(10000) }, 0, 8))),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getUserStakes({ ...viaMockServer(mockServer) });
        expect(Array.isArray(data.result)).toBe(true);
      });
  });

  it('saves exactly eight quick stakes', async () => {
    storeSession();
    const body = stakes;
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a save of eight quick stakes')
      .withRequest('POST', '/UserStake/Add', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(body))
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(abpSuccess(string('Stakes saved'))))
      .executeTest(async (mockServer) => {
        const { data } = await addUserStakes({ ...viaMockServer(mockServer), body });
        expect(typeof data.result).toBe('string');
      });
  });
});
