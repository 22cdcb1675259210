import { MatchersV3, v4AsynchronousBodyHandler } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  createHubMessageHandler,
  type HubDecodeFailure,
  type MarketStatusMessage,
  type OddsUpdateMessage,
  type UserBalanceMessage,
} from '@/api/hub-messages';
import { hubPact } from './pact-support';
import { HUB_MESSAGE_METADATA, toHubWire } from './hub-wire';

// Hub pushes as V4 asynchronous messages (provider exchange-hub). The content is the decoded
// envelope; toHubWire turns it into the exact string the hub sends, and the app's real `Message`
// handler (the one the hub connection registers) must turn that into a balance update.

const { number } = MatchersV3;

const pact = hubPact();

function recordingSinks() {
  const seen = {
    userBalance: [] as UserBalanceMessage[],
    oddsUpdate: [] as OddsUpdateMessage[],
    marketStatus: [] as MarketStatusMessage[],
    ignored: [] as HubDecodeFailure[],
  };
  const handler = createHubMessageHandler({
    onUserBalance: (m) => seen.userBalance.push(m),
    onOddsUpdate: (m) => seen.oddsUpdate.push(m),
    onMarketStatus: (m) => seen.marketStatus.push(m),
    onIgnored: (reason) => seen.ignored.push(reason),
  });
  return { seen, handler };
}

describe('hub Message: UserBalance', () => {
  it('updates the balance and exposure from a UserBalance push', async () => {
    const balance = { balance: 98765.5, exposure: 1234 };
    await pact
      .addAsynchronousInteraction()
      .given('player1 has balance', balance)
      .expectsToReceive('a UserBalance message', (b) =>
        b.withMetadata({ ...HUB_MESSAGE_METADATA }).withJSONContent({
          Code: 'UserBalance',
          Data: { Balance: number(balance.balance), Exposure: number(balance.exposure) },
        }),
      )
      .executeTest(
        v4AsynchronousBodyHandler(async (body) => {
          const { seen, handler } = recordingSinks();
          handler(toHubWire(body));
          // Failing here fails the interaction: the pact is only written for a message the app handles.
          expect(seen.ignored).toEqual([]);
          expect(seen.userBalance).toEqual([{ code: 'UserBalance', ...balance }]);
        }),
      );
  });
});

// An in-play football match-odds market of the mock seed (README: market id = event·100 + 1,
// runners market·10 + i).
const OPEN_MARKET = { eventId: 1001, marketId: 100101, runnerId: 1001011 };
const { eachLike, integer, regex } = MatchersV3;
const STATUS = '^(ACTIVE|SUSPENDED|BALLRUNNING|CLOSED)$';

describe('hub Message: OddsUpdate', () => {
  it('hands a runner price change to the price store', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('an in-play market is open', OPEN_MARKET)
      .expectsToReceive('an OddsUpdate message', (b) =>
        b.withMetadata({ ...HUB_MESSAGE_METADATA }).withJSONContent({
          Code: 'OddsUpdate',
          Data: {
            EventId: integer(OPEN_MARKET.eventId),
            MarketId: integer(OPEN_MARKET.marketId),
            RunnerId: integer(OPEN_MARKET.runnerId),
            Status: regex(STATUS, 'ACTIVE'),
            Back: eachLike({ Price: number(1.9), Size: number(2500) }),
            Lay: eachLike({ Price: number(1.92), Size: number(1800) }),
          },
        }),
      )
      .executeTest(
        v4AsynchronousBodyHandler(async (body) => {
          const { seen, handler } = recordingSinks();
          handler(toHubWire(body));
          expect(seen.ignored).toEqual([]);
          expect(seen.oddsUpdate).toHaveLength(1);
          expect(seen.oddsUpdate[0]).toMatchObject({ code: 'OddsUpdate', eventId: OPEN_MARKET.eventId, runnerId: OPEN_MARKET.runnerId });
          expect(seen.oddsUpdate[0]?.back[0]).toEqual({ price: 1.9, size: 2500 });
        }),
      );
  });
});

describe('hub Message: MarketStatus', () => {
  it('hands a market suspension or reopening to the markets page', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('an in-play market is open', { eventId: OPEN_MARKET.eventId, marketId: OPEN_MARKET.marketId })
      .expectsToReceive('a MarketStatus message', (b) =>
        b.withMetadata({ ...HUB_MESSAGE_METADATA }).withJSONContent({
          Code: 'MarketStatus',
          Data: { EventId: integer(OPEN_MARKET.eventId), MarketId: integer(OPEN_MARKET.marketId), Status: regex(STATUS, 'SUSPENDED') },
        }),
      )
      .executeTest(
        v4AsynchronousBodyHandler(async (body) => {
          const { seen, handler } = recordingSinks();
          handler(toHubWire(body));
          expect(seen.ignored).toEqual([]);
          expect(seen.marketStatus).toEqual([{ code: 'MarketStatus', eventId: OPEN_MARKET.eventId, marketId: OPEN_MARKET.marketId, status: 'SUSPENDED' }]);
        }),
      );
  });
});
