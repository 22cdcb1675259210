import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getTransactionDetail, getTransactionHistory, getUserBetHistory } from '@/api/generated/sdk.gen';
import type { BetHistoryRequest } from '@/api/generated/types.gen';
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

// The history calls behind /account-cash-statement and /bet-history (docs/wire.md §2.8,
// §2.9), through the generated SDK with the app's runtime. player1 has no bets (docs/mock-backend.md), and no
// provider state seeds history, so the lists are pinned by shape and may be empty (min 0).

const { atLeastLike, integer, number, regex, string } = MatchersV3;

const pact = apiPact();
withAppRuntime();

const signedIn = { token: PLAYER1_TOKEN } as const;
// Amounts the backend family sends as text (openapi/exchange.yaml, format: decimal-text).
const DECIMAL_TEXT = '^([+-]?[0-9]+(,[0-9]+)*(\\.[0-9]+)?)?$';
const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?$';

describe('Transaction/GetHistory', () => {
  it('answers a page of the statement with credit, debit and balance and a total count', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a statement page of a date range, all types')
      .withRequest('GET', '/Transaction/GetHistory', (b) =>
        b.headers(bearer()).query({ From: '2026-01-01', To: '2026-01-31', Type: '0', MaxResultCount: '10', SkipCount: '0' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            totalCount: integer(1),
            items: atLeastLike(
              {
                id: integer(501),
                date: regex(ISO_INSTANT, '2026-01-15T10:00:00Z'),
                description: string('Deposit'),
                credit: regex(DECIMAL_TEXT, '5,000.00'),
                debit: regex(DECIMAL_TEXT, ''),
                balance: number(105000),
              },
              0,
              1,
            ),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getTransactionHistory({
          ...viaMockServer(mockServer),
          query: { From: '2026-01-01', To: '2026-01-31', Type: 0, MaxResultCount: 10, SkipCount: 0 },
        });
        expect(data.result.totalCount).toBeGreaterThanOrEqual(data.result.items.length);
        // The app reads numbers: the wire's text went through the generated schemas' transform.
        for (const item of data.result.items) {
          expect(typeof item.credit).toBe('number');
          expect(typeof item.debit).toBe('number');
        }
        expect(data.result.items[0]).toMatchObject({ credit: 5000, debit: 0 });
      });
  });
});

describe('Transaction/GetDetail', () => {
  it('refuses a transaction that is not the player’s with a readable message', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a detail load of an unknown transaction')
      .withRequest('GET', '/Transaction/GetDetail', (b) => b.headers(bearer()).query({ transactionId: '999999' }))
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure('Transaction not found')))
      .executeTest(async (mockServer) => {
        const error = await rejection(getTransactionDetail({ ...viaMockServer(mockServer), query: { transactionId: 999999 } }));
        expect(error.message).toBe('Transaction not found');
      });
  });
});

describe('Bet/GetUserBetHistory', () => {
  const request: BetHistoryRequest = { startDate: '2026-01-01', endDate: '2026-01-02', sorting: '', maxResultCount: 10, skipCount: 0 };

  it('answers a page of settled bets with their result', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a bet history page of a date range')
      .withRequest('POST', '/Bet/GetUserBetHistory', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(request))
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
        const { data } = await getUserBetHistory({ ...viaMockServer(mockServer), body: request });
        expect(data.result.totalCount).toBeGreaterThanOrEqual(data.result.items.length);
        expect(data.result.items[0]?.profitLoss).toBe(-1850);
      });
  });

  // LAPSED (our proposal, pending until a provider has it): a bet that rested unmatched and lapsed
  // when its market suspended, with nothing matched. Its clientRef (our proposal too) lets a slip that
  // lost the placement's answer find a bet that left the open bets meanwhile.
  it('answers a lapsed bet as LAPSED with its stake, no profit or loss, and its client reference', async () => {
    storeSession();
    const lapsed = {
      betId: 90078,
      eventId: 1003,
      marketId: 100301,
      runnerId: 1003011,
      odds: 3,
      stake: 500,
      lapsedAt: '2026-01-01T10:00:00Z',
      clientRef: '6f1c2a4e-8b3d-4c5e-9a7f-0123456789ab',
    };
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has a lapsed bet', lapsed)
      .uponReceiving('a bet history page with a lapsed bet')
      .withRequest('POST', '/Bet/GetUserBetHistory', (b) => b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(request))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            totalCount: integer(1),
            items: atLeastLike(
              {
                betId: lapsed.betId,
                betTitle: string('Liverpool v Manchester City'),
                betType: 'Back',
                odds: number(3),
                stake: number(500),
                profitLoss: regex(DECIMAL_TEXT, '0.00'),
                result: 'LAPSED',
                placeTime: regex(ISO_INSTANT, '2026-01-01T09:59:00Z'),
                clientRef: lapsed.clientRef,
              },
              1,
              1,
            ),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getUserBetHistory({ ...viaMockServer(mockServer), body: request });
        expect(data.result.items[0]).toMatchObject({ betId: lapsed.betId, result: 'LAPSED', profitLoss: 0, clientRef: lapsed.clientRef });
      });
  });
});
