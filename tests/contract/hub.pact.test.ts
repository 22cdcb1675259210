import { JsonHubProtocol, MessageType, NullLogger } from '@microsoft/signalr';
import { MatchersV3, v4AsynchronousBodyHandler } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addHubMessages,
  type BetLapsedMessage,
  type BetMatchedMessage,
  createHubMessageHandler,
  type HubDecodeFailure,
  type LadderUpdateMessage,
  type MarketStatusMessage,
  type OddsUpdateMessage,
  type UserBalanceMessage,
} from '@/api/hub-messages';
import { ladderHubMessages } from '@/api/hub-ladder-messages';
import { LadderWatches } from '@/features/realtime/model/ladder-watches';
import { RealtimeClient } from '@/features/realtime/realtime-client';
import { hubPact, ISO_UTC_TIME } from './pact-support';
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
    ladderUpdate: [] as LadderUpdateMessage[],
    ignored: [] as HubDecodeFailure[],
  };
  const handler = createHubMessageHandler({
    onUserBalance: (m) => seen.userBalance.push(m),
    onOddsUpdate: (m) => seen.oddsUpdate.push(m),
    onMarketStatus: (m) => seen.marketStatus.push(m),
    onBetMatched: (m) => seen.betMatched.push(m),
    onBetLapsed: (m) => seen.betLapsed.push(m),
    onLadderUpdate: (m) => seen.ladderUpdate.push(m),
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
const { atLeastLike, eachLike, integer, regex } = MatchersV3;
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

// Issue 57, our proposal: what has traded on an exchange runner, with every price change.
describe('hub Message: OddsUpdate with what has traded', () => {
  it('hands the last traded price and the amounts matched to the price store', async () => {
    await pact
      .addAsynchronousInteraction()
      .pending()
      .given('an in-play market is open', OPEN_MARKET)
      .given('the exchange markets of an event have traded', { eventId: OPEN_MARKET.eventId })
      .expectsToReceive('an OddsUpdate message with what has traded', (b) =>
        b.withMetadata({ ...HUB_MESSAGE_METADATA }).withJSONContent({
          Code: 'OddsUpdate',
          Data: {
            EventId: integer(OPEN_MARKET.eventId),
            MarketId: integer(OPEN_MARKET.marketId),
            RunnerId: integer(OPEN_MARKET.runnerId),
            Status: regex(STATUS, 'ACTIVE'),
            Back: eachLike({ Price: number(2.1), Size: number(2500) }),
            Lay: eachLike({ Price: number(2.12), Size: number(1800) }),
            LastPriceTraded: number(2.1),
            TotalMatched: number(4700.5),
            MarketTotalMatched: number(10250.25),
          },
        }),
      )
      .executeTest(
        v4AsynchronousBodyHandler(async (body) => {
          const { seen, handler } = recordingSinks();
          handler(toHubWire(body));
          expect(seen.ignored).toEqual([]);
          expect(seen.oddsUpdate).toHaveLength(1);
          expect(seen.oddsUpdate[0]).toMatchObject({
            runnerId: OPEN_MARKET.runnerId,
            lastPriceTraded: 2.1,
            totalMatched: 4700.5,
            marketTotalMatched: 10250.25,
          });
        }),
      );
  });
});

// Issue 57, our proposal: a runner's whole book, pushed to the connections that follow it (WatchLadder).
describe('hub Message: LadderUpdate', () => {
  it("replaces the ladder's copy of a runner's whole book, its traded volume and its new trades", async () => {
    await pact
      .addAsynchronousInteraction()
      .pending()
      .given('an in-play market is open', OPEN_MARKET)
      .given('the exchange markets of an event have traded', { eventId: OPEN_MARKET.eventId })
      .expectsToReceive('a LadderUpdate message', (b) =>
        b.withMetadata({ ...HUB_MESSAGE_METADATA }).withJSONContent({
          Code: 'LadderUpdate',
          Data: {
            EventId: integer(OPEN_MARKET.eventId),
            MarketId: integer(OPEN_MARKET.marketId),
            RunnerId: integer(OPEN_MARKET.runnerId),
            Status: regex(STATUS, 'ACTIVE'),
            Back: eachLike({ Price: number(2.1), Size: number(2500) }),
            Lay: eachLike({ Price: number(2.12), Size: number(1800) }),
            Traded: eachLike({ Price: number(2.1), Size: number(4700.5) }),
            LastPriceTraded: number(2.1),
            TotalMatched: number(4700.5),
            MarketTotalMatched: number(10250.25),
            // None in the first push to a connection.
            Trades: atLeastLike({ Time: regex(ISO_UTC_TIME, '2026-12-06T10:15:02.120Z'), Price: number(2.1), Size: number(500) }, 0, 1),
          },
        }),
      )
      .executeTest(
        v4AsynchronousBodyHandler(async (body) => {
          // The ladder and the chart add the decoder when they load (the first route does not carry it).
          addHubMessages(ladderHubMessages);
          const { seen, handler } = recordingSinks();
          handler(toHubWire(body));
          expect(seen.ignored).toEqual([]);
          expect(seen.ladderUpdate).toEqual([
            {
              code: 'LadderUpdate',
              ...OPEN_MARKET,
              status: 'ACTIVE',
              back: [{ price: 2.1, size: 2500 }],
              lay: [{ price: 2.12, size: 1800 }],
              traded: [{ price: 2.1, size: 4700.5 }],
              lastPriceTraded: 2.1,
              totalMatched: 4700.5,
              marketTotalMatched: 10250.25,
              trades: [{ time: '2026-12-06T10:15:02.120Z', price: 2.1, size: 500 }],
            },
          ]);
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
const { boolean, string } = MatchersV3;
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

// WatchLadder (issue 57, our proposal): a ladder or chart follows one runner's whole book. As
// RegisterClient: the argument the app sends, and the hub's Completion without a result.
describe('hub invocation: WatchLadder', () => {
  it('follows a runner with MarketId, RunnerId and Watch, and the hub completes it', async () => {
    const sent: unknown[] = [];
    const watches = new LadderWatches();
    watches.connected((method, argument) => {
      if (method === 'WatchLadder') sent.push(argument);
      return Promise.resolve(null);
    });
    watches.watch(OPEN_MARKET.marketId, OPEN_MARKET.runnerId, () => undefined);
    const [argument] = sent;
    expect(argument).toEqual({ MarketId: OPEN_MARKET.marketId, RunnerId: OPEN_MARKET.runnerId, Watch: true });
    await pact
      .addSynchronousInteraction('a WatchLadder invocation')
      .pending()
      .given('an in-play market is open', OPEN_MARKET)
      .withRequest((b) =>
        b.withJSONContent({ MarketId: integer(OPEN_MARKET.marketId), RunnerId: integer(OPEN_MARKET.runnerId), Watch: boolean(true) }),
      )
      .withResponse((b) => b.withJSONContent({ type: COMPLETION, result: null }))
      .executeTest(async (message) => {
        // The pact's example is exactly what the app's ladder watches send.
        expect(jsonOf(message.Request.content)).toEqual(argument);
        const wire = JSON.stringify({ ...z.looseObject({}).parse(jsonOf(message.Response[0]?.content)), invocationId: '2' });
        const [parsed] = new JsonHubProtocol().parseMessages(`${wire}\u001e`, NullLogger.instance);
        expect(parsed?.type).toBe(MessageType.Completion);
        expect(parsed).not.toHaveProperty('error');
      });
  });
});
