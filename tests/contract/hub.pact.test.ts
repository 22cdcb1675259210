import { JsonHubProtocol, MessageType, NullLogger } from '@microsoft/signalr';
import { MatchersV3, v4AsynchronousBodyHandler } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type BetLapsedMessage,
  type BetMatchedMessage,
  createHubMessageHandler,
  type HubDecodeFailure,
  type MarketStatusMessage,
  type OddsUpdateMessage,
  type UserBalanceMessage,
} from '@/api/hub-messages';
import { RealtimeClient } from '@/features/realtime/realtime-client';
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
    betMatched: [] as BetMatchedMessage[],
    betLapsed: [] as BetLapsedMessage[],
    ignored: [] as HubDecodeFailure[],
  };
  const handler = createHubMessageHandler({
    onUserBalance: (m) => seen.userBalance.push(m),
    onOddsUpdate: (m) => seen.oddsUpdate.push(m),
    onMarketStatus: (m) => seen.marketStatus.push(m),
    onBetMatched: (m) => seen.betMatched.push(m),
    onBetLapsed: (m) => seen.betLapsed.push(m),
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

  it('takes a UserBalance push that names its player (proposal: UserName)', async () => {
    const balance = { balance: 98765.5, exposure: 1234 };
    await pact
      .addAsynchronousInteraction()
      .pending()
      .given('player1 has balance', balance)
      .expectsToReceive('a UserBalance message naming its player', (b) =>
        b.withMetadata({ ...HUB_MESSAGE_METADATA }).withJSONContent({
          Code: 'UserBalance',
          Data: { Balance: number(balance.balance), Exposure: number(balance.exposure), UserName: 'player1' },
        }),
      )
      .executeTest(
        v4AsynchronousBodyHandler(async (body) => {
          const { seen, handler } = recordingSinks();
          handler(toHubWire(body));
          expect(seen.ignored).toEqual([]);
          expect(seen.userBalance).toHaveLength(1);
          expect(seen.userBalance[0]).toMatchObject({ code: 'UserBalance', ...balance });
        }),
      );
  });
});

// An in-play football match-odds market of the mock seed (docs/mock-backend.md: market id = event·100 + 1,
// runners market·10 + i).
const OPEN_MARKET = { eventId: 1001, marketId: 100101, runnerId: 1001011 };
const { eachLike, integer, regex } = MatchersV3;
const STATUS = '^(ACTIVE|SUSPENDED|BALLRUNNING|CLOSED)$';

describe('hub Message: OddsUpdate', () => {
  it('hands a runner price change to the price store', async () => {
    await pact
      .addAsynchronousInteraction()
      .pending()
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
      .pending()
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
          expect(seen.marketStatus).toEqual([
            { code: 'MarketStatus', eventId: OPEN_MARKET.eventId, marketId: OPEN_MARKET.marketId, status: 'SUSPENDED' },
          ]);
        }),
      );
  });
});

// Unmatched bets (our proposal for the backend team): the market reaches one of the player's resting bets.
describe('hub Message: BetMatched', () => {
  it('tells the app which resting bet matched, how much and at what average odds', async () => {
    // A back of 500 resting at 2.6 on Liverpool (best back 2.5): the market moves to 2.6.
    const resting = { betId: 90077, eventId: 1003, marketId: 100301, runnerId: 1003011, odds: 2.6, stake: 500 };
    await pact
      .addAsynchronousInteraction()
      .pending()
      .given('player1 has an unmatched bet', resting)
      .expectsToReceive('a BetMatched message', (b) =>
        b.withMetadata({ ...HUB_MESSAGE_METADATA }).withJSONContent({
          Code: 'BetMatched',
          Data: {
            BetId: resting.betId,
            EventId: resting.eventId,
            MarketId: resting.marketId,
            RunnerId: resting.runnerId,
            MatchedNow: number(500),
            MatchedStake: number(500),
            // A back matches at the asked odds or better.
            AverageMatchedOdds: number(2.6),
            UnmatchedStake: number(0),
          },
        }),
      )
      .executeTest(
        v4AsynchronousBodyHandler(async (body) => {
          const { seen, handler } = recordingSinks();
          handler(toHubWire(body));
          expect(seen.ignored).toEqual([]);
          expect(seen.betMatched).toHaveLength(1);
          expect(seen.betMatched[0]).toMatchObject({ code: 'BetMatched', betId: resting.betId, marketId: resting.marketId });
        }),
      );
  });
});

// Our proposal, pending until a provider has it: what rested of a bet lapsed when its market suspended.
describe('hub Message: BetLapsed', () => {
  it('tells the app which resting bet lapsed, how much and why', async () => {
    // A back of 500 resting at 2.6 on Liverpool (best back 2.5), placed to lapse: the market suspends.
    const resting = { betId: 90077, eventId: 1003, marketId: 100301, runnerId: 1003011, odds: 2.6, stake: 500 };
    await pact
      .addAsynchronousInteraction()
      .pending()
      .given('player1 has an unmatched bet', resting)
      .expectsToReceive('a BetLapsed message', (b) =>
        b.withMetadata({ ...HUB_MESSAGE_METADATA }).withJSONContent({
          Code: 'BetLapsed',
          Data: {
            BetId: resting.betId,
            EventId: resting.eventId,
            MarketId: resting.marketId,
            RunnerId: resting.runnerId,
            LapsedStake: number(500),
            MatchedStake: number(0),
            Reason: regex('^(SUSPENDED|IN_PLAY)$', 'SUSPENDED'),
          },
        }),
      )
      .executeTest(
        v4AsynchronousBodyHandler(async (body) => {
          const { seen, handler } = recordingSinks();
          handler(toHubWire(body));
          expect(seen.ignored).toEqual([]);
          expect(seen.betLapsed).toEqual([
            {
              code: 'BetLapsed',
              betId: resting.betId,
              eventId: resting.eventId,
              marketId: resting.marketId,
              runnerId: resting.runnerId,
              lapsedStake: 500,
              matchedStake: 0,
              reason: 'SUSPENDED',
            },
          ]);
        }),
      );
  });
});

// RegisterClient, the one client → hub invocation (docs/product.md §3 "Real-time client registration"), as a V4
// synchronous message: the request is the argument the app's RealtimeClient builds, the response the
// hub's Completion. The invocationId is per connection, so it is left out of the pinned response.
const REGISTRATION_OPTIONS = {
  url: 'http://localhost:5173/teslahub',
  accessToken: () => 'player1-access-token',
  currentPage: () => 'http://localhost:5173/markets',
  origin: 'http://localhost:5173',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36',
};
const { string } = MatchersV3;
const COMPLETION = 3;

/** Pact hands the contents over as a Buffer (or already parsed); the test wants the JSON value. */
function jsonOf(content: unknown): unknown {
  return Buffer.isBuffer(content) ? JSON.parse(content.toString('utf8')) : content;
}

describe('hub invocation: RegisterClient', () => {
  it('registers with Browser, Domain, CurrentPage and Token, and the hub completes it', async () => {
    const registration = new RealtimeClient(REGISTRATION_OPTIONS).registration();
    await pact
      .addSynchronousInteraction('a RegisterClient invocation')
      .withRequest((b) =>
        b.withJSONContent({
          Browser: string(registration.Browser),
          Domain: regex('^https?://[^/]+$', registration.Domain),
          CurrentPage: regex('^https?://.+$', registration.CurrentPage),
          // '' for a visitor, the access token when signed in: any string.
          Token: string(registration.Token),
        }),
      )
      .withResponse((b) => b.withJSONContent({ type: COMPLETION, result: null }))
      .executeTest(async (message) => {
        // The pact's example is exactly what the app sends.
        expect(jsonOf(message.Request.content)).toEqual(registration);
        // The real client's protocol reads the pinned response as a successful completion, so
        // `connection.invoke('RegisterClient', …)` resolves (an `error` field would make it reject).
        const response = message.Response[0]?.content;
        const wire = JSON.stringify({ ...z.looseObject({}).parse(jsonOf(response)), invocationId: '1' });
        const [parsed] = new JsonHubProtocol().parseMessages(`${wire}\u001e`, NullLogger.instance);
        expect(parsed?.type).toBe(MessageType.Completion);
        expect(parsed).not.toHaveProperty('error');
        expect(parsed).toMatchObject({ invocationId: '1', result: null });
      });
  });
});
