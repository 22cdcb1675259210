import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getUserBetHistoryV1, getUserLimits, getUserOddsV1, placeBetV1 } from '@/api/generated/sdk.gen';
import type { PlaceBetRequestV1 } from '@/api/generated/types.gen';
import {
  abpSuccess,
  apiPact,
  bearer,
  jsonRequestHeaders,
  jsonResponseHeaders,
  PLAYER1_TOKEN,
  storeSession,
  viaMockServer,
  withAppRuntime,
} from './pact-support';

// The backend family's wire that this app does not use but the family's older clients do
// (docs/wire.md §1.5, §1.6, §2.2–2.5, §2.8): the first-version paths, and the limits a visitor
// gets. These are the family's, not proposals: none of them is pending.

const { atLeastLike, eachLike, integer, number, regex, string } = MatchersV3;

const pact = apiPact();
withAppRuntime();

const STATUS = '^(ACTIVE|SUSPENDED|BALLRUNNING|CLOSED)$';
const MARKET_TYPE = '^(match_odd|bookmaker|fancy2|toss|goalsmaker)$';
const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?$';
/** The sizes of the first version are text (the older client strips grouping commas from them). */
const SIZE_TEXT = '^[0-9][0-9,]*(\\.[0-9]+)?$';
const DECIMAL_TEXT = '^([+-]?[0-9]+(,[0-9]+)*(\\.[0-9]+)?)?$';
const signedIn = { token: PLAYER1_TOKEN } as const;

/** One market of `Odds/GetUserOdds`: one level a side, as the older client reads it (§2.2, §2.3). */
function marketV1(example: { marketId: number; name: string; runnerId: number; runner: string }) {
  return {
    marketName: string(example.name),
    runners: atLeastLike(
      {
        id: integer(example.runnerId),
        marketId: integer(example.marketId),
        runnername: string(example.runner),
        backPrice: number(1.9),
        layPrice: number(1.92),
        backSize: regex(SIZE_TEXT, '2500'),
        laySize: regex(SIZE_TEXT, '1800'),
        status: regex(STATUS, 'ACTIVE'),
      },
      0,
      1,
    ),
  };
}

describe('Odds/GetUserOdds (first version)', () => {
  it('answers the five market keys, each with runners of one level a side, to a visitor', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('a first-version odds poll of an in-play cricket event')
      .withRequest('GET', '/Odds/GetUserOdds', (b) => b.query({ eventId: '3001' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            matchOdds: marketV1({ marketId: 300101, name: 'Match Odds', runnerId: 3001011, runner: 'india' }),
            bookmaker: marketV1({ marketId: 300102, name: 'Bookmaker', runnerId: 3001021, runner: 'india' }),
            fancy: marketV1({ marketId: 300103, name: 'Fancy', runnerId: 3001031, runner: '6 over runs ind' }),
            toss: marketV1({ marketId: 300104, name: 'Toss', runnerId: 3001041, runner: 'india' }),
            goalsmaker: atLeastLike(marketV1({ marketId: 300105, name: 'Goals', runnerId: 3001051, runner: 'over 0.5' }), 0, 1),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getUserOddsV1({ ...viaMockServer(mockServer), query: { eventId: 3001 } });
        expect(Array.isArray(data.result.matchOdds.runners)).toBe(true);
        expect(Array.isArray(data.result.goalsmaker)).toBe(true);
      });
  });
});

describe('Odds/GetUserLimits for a visitor', () => {
  it('answers the event limits without a token (the older client logs out on a 401)', async () => {
    await pact
      .addInteraction()
      .given('player1 exists')
      .uponReceiving('a limits load by a visitor')
      .withRequest('GET', '/Odds/GetUserLimits', (b) => b.query({ eventId: '3001' }))
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
        expect(data.result.length).toBeGreaterThan(0);
      });
  });
});

describe('Bet/PlaceBet (first version)', () => {
  it('places a back at the offered price and answers the message string', async () => {
    storeSession();
    // As the older client sends it (§2.5): ids as floats, fancyValue 0, placeTime null.
    const body: PlaceBetRequestV1 = {
      placeTime: null,
      type: 1,
      rate: 2.5,
      stake: 1000,
      fancyValue: 0,
      runnerId: 1003011,
      marketId: 100301,
      eventId: 1003,
    };
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a first-version back bet at the offered price')
      .withRequest('POST', '/Bet/PlaceBet', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(body))
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(abpSuccess(string('Bet placed successfully'))))
      .executeTest(async (mockServer) => {
        const { data } = await placeBetV1({ ...viaMockServer(mockServer), body });
        expect(typeof data.result).toBe('string');
      });
  });
});

describe('api/services/app/Bet/GetUserBetHistory (first version)', () => {
  it('answers a page of settled bets for the query the older client sends', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a first-version bet history page')
      .withRequest('GET', '/api/services/app/Bet/GetUserBetHistory', (b) =>
        b.headers(bearer()).query({ StartDate: '2026-01-01', EndDate: '2026-01-02', Sorting: '', MaxResultCount: '10', SkipCount: '0' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            totalCount: integer(1),
            items: atLeastLike(
              {
                betId: integer(7001),
                betTitle: string('India v Australia - Match Odds - India'),
                betType: regex('^(Back|Lay|Yes|No)$', 'Back'),
                odds: number(1.85),
                betRate: number(1.85),
                stake: number(1000),
                profitLoss: regex(DECIMAL_TEXT, '-1,850.00'),
                result: regex('^(WON|LOST|VOID)$', 'WON'),
                placeTime: regex(ISO_INSTANT, '2026-01-01T10:00:00Z'),
              },
              0,
              1,
            ),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getUserBetHistoryV1({
          ...viaMockServer(mockServer),
          query: { StartDate: '2026-01-01', EndDate: '2026-01-02', Sorting: '', MaxResultCount: 10, SkipCount: 0 },
        });
        expect(data.result.totalCount).toBeGreaterThanOrEqual(data.result.items.length);
      });
  });
});
