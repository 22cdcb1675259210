import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getRunnerLadder, getRunnerPriceHistory } from '@/api/generated/sdk.gen';
import {
  abpFailure,
  abpSuccess,
  apiPact,
  ISO_UTC_TIME,
  jsonResponseHeaders,
  rejection,
  viaMockServer,
  withAppRuntime,
} from './pact-support';

// The trader's market (issue 57), our proposal: a runner's whole book and traded volume for the
// ladder, its trades for the price chart. Pending until the family serves them.

const { boolean, eachLike, number, regex } = MatchersV3;

const pact = apiPact();
withAppRuntime();

const STATUS = '^(ACTIVE|SUSPENDED|BALLRUNNING|CLOSED)$';
// Arsenal v Chelsea, in play: match odds (an exchange market) and its bookmaker (not one).
const RUNNER = { eventId: 1001, marketId: 100101, runnerId: 1001011 } as const;
const BOOKMAKER_RUNNER = { marketId: 100102, runnerId: 1001021 } as const;

describe('Odds/GetRunnerLadder', () => {
  it('answers every price with money waiting and the volume traded at each, to a visitor too', async () => {
    await pact
      .addInteraction()
      .pending()
      .given('an in-play market is open', { ...RUNNER })
      .given('the exchange markets of an event have traded', { eventId: RUNNER.eventId })
      .uponReceiving('a ladder load of a match-odds runner that has traded')
      .withRequest('GET', '/Odds/GetRunnerLadder', (b) => b.query({ marketId: String(RUNNER.marketId), runnerId: String(RUNNER.runnerId) }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            eventId: RUNNER.eventId,
            marketId: RUNNER.marketId,
            runnerId: RUNNER.runnerId,
            status: regex(STATUS, 'ACTIVE'),
            priceLadder: { type: 'CLASSIC' },
            back: eachLike({ price: number(2.1), size: number(2500) }),
            lay: eachLike({ price: number(2.12), size: number(1800) }),
            traded: eachLike({ price: number(2.1), size: number(4700.5) }),
            lastPriceTraded: number(2.1),
            totalMatched: number(4700.5),
            marketTotalMatched: number(10250.25),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getRunnerLadder({
          ...viaMockServer(mockServer),
          query: { marketId: RUNNER.marketId, runnerId: RUNNER.runnerId },
        });
        expect(data.result).toMatchObject({ runnerId: RUNNER.runnerId, priceLadder: { type: 'CLASSIC' }, lastPriceTraded: 2.1 });
        expect(data.result.traded).toEqual([{ price: 2.1, size: 4700.5 }]);
      });
  });

  it('refuses a runner of a market that is not traded on the exchange', async () => {
    await pact
      .addInteraction()
      .pending()
      .given('player1 exists')
      .uponReceiving('a ladder load of a bookmaker runner')
      .withRequest('GET', '/Odds/GetRunnerLadder', (b) =>
        b.query({ marketId: String(BOOKMAKER_RUNNER.marketId), runnerId: String(BOOKMAKER_RUNNER.runnerId) }),
      )
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure('Runner not found')))
      .executeTest(async (mockServer) => {
        const error = await rejection(getRunnerLadder({ ...viaMockServer(mockServer), query: { ...BOOKMAKER_RUNNER } }));
        expect(error.message).toBe('Runner not found');
      });
  });
});

describe('Odds/GetRunnerPriceHistory', () => {
  it("answers a runner's trades, oldest first, for the price chart", async () => {
    await pact
      .addInteraction()
      .pending()
      .given('the exchange markets of an event have traded', { eventId: RUNNER.eventId })
      .uponReceiving('a price history load of a match-odds runner that has traded')
      .withRequest('GET', '/Odds/GetRunnerPriceHistory', (b) =>
        b.query({ marketId: String(RUNNER.marketId), runnerId: String(RUNNER.runnerId) }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            marketId: RUNNER.marketId,
            runnerId: RUNNER.runnerId,
            trades: eachLike({ time: regex(ISO_UTC_TIME, '2026-12-06T10:15:02.120Z'), price: number(2.1), size: number(500) }),
            truncated: boolean(false),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getRunnerPriceHistory({
          ...viaMockServer(mockServer),
          query: { marketId: RUNNER.marketId, runnerId: RUNNER.runnerId },
        });
        expect(data.result.trades).toEqual([{ time: '2026-12-06T10:15:02.120Z', price: 2.1, size: 500 }]);
        expect(data.result.truncated).toBe(false);
      });
  });
});
