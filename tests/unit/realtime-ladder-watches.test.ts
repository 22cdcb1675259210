// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ladderHubMessages } from '@/api/hub-ladder-messages';
import { addHubMessages, type LadderUpdateMessage } from '@/api/hub-messages';
import { hubProblems, realtimeClient, watchLadder } from '@/features/realtime';
import { RealtimeClient } from '@/features/realtime/realtime-client';

// WatchLadder (openapi/hub.asyncapi.yaml): the app's client with a stand-in for @microsoft/signalr
// whose connections the test drives by hand: reconnects, a restart after a login, a refused call.

const fake = vi.hoisted(() => {
  class FakeConnection {
    state = 'Disconnected';
    readonly handlers = new Map<string, (raw: unknown) => void>();
    readonly invoked: Array<{ method: string; argument: unknown }> = [];
    /** What the hub answers WatchLadder with; resolves by default. */
    answer: () => Promise<void> = () => Promise.resolve();
    private reconnecting: () => void = () => undefined;
    private reconnected: () => void = () => undefined;
    on(name: string, handler: (raw: unknown) => void) {
      this.handlers.set(name, handler);
    }
    onreconnecting(handler: () => void) {
      this.reconnecting = handler;
    }
    onreconnected(handler: () => void) {
      this.reconnected = handler;
    }
    onclose() {}
    async start() {
      this.state = 'Connected';
    }
    async stop() {
      this.state = 'Disconnected';
    }
    invoke(method: string, argument: unknown): Promise<void> {
      this.invoked.push({ method, argument });
      return method === 'WatchLadder' ? this.answer() : Promise.resolve();
    }
    /** The transport drops and comes back: the hub has a new connection for it. */
    drop() {
      this.state = 'Reconnecting';
      this.reconnecting();
    }
    back() {
      this.state = 'Connected';
      this.reconnected();
    }
    push(raw: string) {
      this.handlers.get('Message')?.(raw);
    }
    watches() {
      return this.invoked.filter((call) => call.method === 'WatchLadder').map((call) => call.argument);
    }
  }
  const built: FakeConnection[] = [];
  class HubConnectionBuilder {
    withUrl() {
      return this;
    }
    withAutomaticReconnect() {
      return this;
    }
    withServerTimeout() {
      return this;
    }
    withKeepAliveInterval() {
      return this;
    }
    configureLogging() {
      return this;
    }
    build() {
      const connection = new FakeConnection();
      built.push(connection);
      return connection;
    }
  }
  return { built, HubConnectionBuilder, HttpTransportType: { WebSockets: 1, ServerSentEvents: 2, LongPolling: 4 } };
});

vi.mock('@microsoft/signalr', () => ({ HubConnectionBuilder: fake.HubConnectionBuilder, HttpTransportType: fake.HttpTransportType }));

const ladderData = (runnerId: number, totalMatched: number) => ({
  EventId: 1001,
  MarketId: 5001,
  RunnerId: runnerId,
  Status: 'ACTIVE',
  Back: [{ Price: 2.5, Size: 700 }],
  Lay: [{ Price: 2.52, Size: 900 }],
  Traded: [{ Price: 2.5, Size: totalMatched }],
  LastPriceTraded: 2.5,
  TotalMatched: totalMatched,
  MarketTotalMatched: totalMatched,
  Trades: [],
});
const ladderPush = (runnerId: number, totalMatched: number) =>
  JSON.stringify({ Code: 'LadderUpdate', Data: JSON.stringify(ladderData(runnerId, totalMatched)) });
const ladderMessage = (runnerId: number, totalMatched: number): LadderUpdateMessage => ({
  code: 'LadderUpdate',
  eventId: 1001,
  marketId: 5001,
  runnerId,
  status: 'ACTIVE',
  back: [{ price: 2.5, size: 700 }],
  lay: [{ price: 2.52, size: 900 }],
  traded: [{ price: 2.5, size: totalMatched }],
  lastPriceTraded: 2.5,
  totalMatched,
  marketTotalMatched: totalMatched,
  trades: [],
});
const watch = (RunnerId: number, Watch: boolean) => ({ MarketId: 5001, RunnerId, Watch });

async function until(check: () => boolean): Promise<void> {
  for (let turn = 0; !check(); turn++) {
    if (turn > 200) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/** Lets the invocations' promises settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 5));

function connectionAt(index: number) {
  const connection = fake.built[index];
  if (!connection) throw new Error(`no connection #${index}`);
  return connection;
}

let clients: RealtimeClient[] = [];
function client(): RealtimeClient {
  const made = new RealtimeClient({
    url: 'http://hub.test/teslahub',
    accessToken: () => 'token-of-player1',
    currentPage: () => 'http://localhost/markets/1001',
    origin: 'http://localhost',
    userAgent: 'test',
  });
  clients.push(made);
  return made;
}

async function connected(made: RealtimeClient, index = 0) {
  made.start();
  await until(() => fake.built[index]?.state === 'Connected' && fake.built[index].invoked.length > 0);
  return connectionAt(index);
}

afterEach(async () => {
  await Promise.all(clients.map((made) => made.stop()));
  clients = [];
  fake.built.length = 0;
});

describe("watchLadder, the app's", () => {
  it("loads LadderUpdate's decoder with the first watch, and hands the runner's pushes to it", async () => {
    const app = realtimeClient();
    app.start();
    await until(() => fake.built[0]?.state === 'Connected' && fake.built[0].invoked.length > 0);
    const connection = connectionAt(0);
    const before = hubProblems().length;
    connection.push(ladderPush(7001, 100));
    expect(
      hubProblems()
        .slice(before)
        .map((entry) => entry.message),
    ).toEqual(["ignored a Message (unknown-code): Code 'LadderUpdate' is not handled"]);

    const listener = vi.fn();
    const leave = watchLadder(5001, 7001, listener);
    await until(() => connection.watches().length > 0);
    connection.push(ladderPush(7001, 200));
    expect(listener).toHaveBeenCalledExactlyOnceWith(ladderMessage(7001, 200));

    leave();
    expect(connection.watches()).toEqual([watch(7001, true), watch(7001, false)]);
    await app.stop();
  });

  it('never asks when the ladder closed before its code arrived', async () => {
    const app = realtimeClient();
    app.start();
    await until(() => fake.built[0]?.state === 'Connected' && fake.built[0].invoked.length > 0);
    watchLadder(5001, 7003, vi.fn())();
    await settled();
    expect(connectionAt(0).watches()).toEqual([]);
    await app.stop();
  });
});

describe("watching a runner's ladder on the hub", () => {
  // As the app's watchLadder does with its first watch.
  beforeAll(() => addHubMessages(ladderHubMessages));

  it('asks once per runner, however many listen, and stops when the last one leaves', async () => {
    const made = client();
    const connection = await connected(made);
    const first = vi.fn();
    const second = vi.fn();

    const leaveFirst = made.watchLadder(5001, 7001, first);
    const leaveSecond = made.watchLadder(5001, 7001, second);
    expect(connection.watches()).toEqual([watch(7001, true)]);

    connection.push(ladderPush(7001, 500));
    connection.push(ladderPush(7002, 900));
    expect(first).toHaveBeenCalledExactlyOnceWith(ladderMessage(7001, 500));
    expect(second).toHaveBeenCalledExactlyOnceWith(ladderMessage(7001, 500));

    leaveFirst();
    leaveFirst();
    expect(connection.watches()).toEqual([watch(7001, true)]);
    leaveSecond();
    expect(connection.watches()).toEqual([watch(7001, true), watch(7001, false)]);
    connection.push(ladderPush(7001, 600));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('counts the same listener given twice as two', async () => {
    const made = client();
    const connection = await connected(made);
    const listener = vi.fn();
    const leave = made.watchLadder(5001, 7001, listener);
    made.watchLadder(5001, 7001, listener);
    leave();
    expect(connection.watches()).toEqual([watch(7001, true)]);
  });

  it('asks after RegisterClient when the ladder opened before the connection was up', async () => {
    const made = client();
    made.watchLadder(5001, 7001, vi.fn());
    const connection = await connected(made);
    await until(() => connection.watches().length > 0);
    expect(connection.invoked.map((call) => call.method)).toEqual(['RegisterClient', 'WatchLadder']);
  });

  it('asks again after a reconnect, and not on the lost connection while it is down', async () => {
    const made = client();
    const connection = await connected(made);
    made.watchLadder(5001, 7001, vi.fn());
    connection.drop();
    made.watchLadder(5001, 7002, vi.fn());
    expect(connection.watches()).toEqual([watch(7001, true)]);

    connection.back();
    await until(() => connection.watches().length === 3);
    expect(connection.watches().slice(1)).toEqual([watch(7001, true), watch(7002, true)]);
  });

  it('asks on the new connection after a restart (a login), never on the one it replaced', async () => {
    const made = client();
    const old = await connected(made);
    const listener = vi.fn();
    made.watchLadder(5001, 7001, listener);
    await made.restart();
    const renewed = connectionAt(1);
    await until(() => renewed.watches().length > 0);
    expect(renewed.watches()).toEqual([watch(7001, true)]);
    expect(old.watches()).toEqual([watch(7001, true)]);

    renewed.push(ladderPush(7001, 800));
    expect(listener).toHaveBeenCalledExactlyOnceWith(ladderMessage(7001, 800));
  });

  it('records a refused WatchLadder as a hub problem and throws nothing at the ladder', async () => {
    const made = client();
    const connection = await connected(made);
    connection.answer = () => Promise.reject(new Error('at most 20 runners per connection'));
    const before = hubProblems().length;

    expect(() => made.watchLadder(5001, 7001, vi.fn())).not.toThrow();
    await settled();
    expect(
      hubProblems()
        .slice(before)
        .map((entry) => entry.message),
    ).toEqual(['WatchLadder: at most 20 runners per connection']);
  });
});
