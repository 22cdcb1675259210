import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserBalanceMessage } from '@/api/hub-messages';
import { getRealtimeState, hubProblems, subscribeRealtimeState } from '@/features/realtime';
import { RealtimeClient } from '@/features/realtime/realtime-client';
import { mockHub } from '../../mocks/hub';
import { server, setBetDelayScale, setFaults } from '../../mocks/node';

// The real signalr client of the app against the mock hub over msw's WebSocket link (docs/toolchain.md).

const API = 'http://api.test';
const HUB = 'http://hub.test/teslahub';
const PLAYER1_TOKEN = 'mock-at-2-0';

let clients: RealtimeClient[] = [];
function connect(token: string | null): RealtimeClient {
  const client = new RealtimeClient({
    url: HUB,
    accessToken: () => token,
    currentPage: () => 'http://localhost:5173/markets/1001',
    origin: 'http://localhost:5173',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  });
  clients.push(client);
  return client;
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

afterEach(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  clients = [];
  vi.useRealTimers();
});

/**
 * Moves the fake clock by `ms`, 10 ms at a time, and lets the real event loop turn between steps:
 * MSW reports and answers a request a few real turns after it left, so one big jump of the fake
 * clock would run a retry timer before the attempt before it has been answered.
 */
async function settle(ms: number): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += 10) {
    await vi.advanceTimersByTimeAsync(Math.min(10, ms - elapsed));
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the hub connection', () => {
  it('connects and registers Browser, Domain, CurrentPage and Token (docs/product.md §3)', async () => {
    connect(PLAYER1_TOKEN).start();
    await until(() => mockHub.clients().some((client) => client.registration !== null));
    expect(getRealtimeState().hub).toBe('Connected');
    const [registered] = mockHub.clients();
    expect(registered?.registration).toEqual({
      Browser: 'Chrome 156.0.0.0',
      Domain: 'http://localhost:5173',
      CurrentPage: 'http://localhost:5173/markets/1001',
      Token: PLAYER1_TOKEN,
    });
    expect(registered?.userName).toBe('player1');
  });

  it('registers a visitor with an empty token', async () => {
    connect(null).start();
    await until(() => mockHub.clients().some((client) => client.registration !== null));
    expect(mockHub.clients()[0]?.registration).toMatchObject({ Token: '' });
  });

  it('hands a UserBalance push to its listeners after a bet moves the exposure', async () => {
    setBetDelayScale(0);
    const client = connect(PLAYER1_TOKEN);
    const balances: UserBalanceMessage[] = [];
    client.on('UserBalance', (message) => balances.push(message));
    client.start();
    await until(() => mockHub.clients().some((entry) => entry.userName === 'player1'));

    const odds = await (
      await fetch(`${API}/Odds/GetUserOddsV2?eventId=1001`, { headers: { Authorization: `Bearer ${PLAYER1_TOKEN}` } })
    ).json();
    const runner = odds.result.matchOdds.runners[0];
    const placed = await fetch(`${API}/Bet/PlaceBetV2`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${PLAYER1_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventId: 1001,
        marketId: runner.marketId,
        runnerId: runner.id,
        type: 1,
        rate: runner.back[0].price,
        stake: 1000,
        fancyValue: 0,
        placeTime: null,
      }),
    });
    expect(placed.status).toBe(200);

    await until(() => balances.length > 0);
    expect(balances.at(-1)).toEqual({ code: 'UserBalance', balance: 100000, exposure: 1000, userName: 'player1' });
  });

  it('ignores and records malformed and unknown pushes without failing', async () => {
    const client = connect(PLAYER1_TOKEN);
    const balances: UserBalanceMessage[] = [];
    client.on('UserBalance', (message) => balances.push(message));
    client.start();
    await until(() => mockHub.clients().some((entry) => entry.registration !== null));
    const before = hubProblems().length;

    mockHub.broadcast('{not json');
    mockHub.broadcast(JSON.stringify({ Code: 'Lottery', Data: '{}' }));
    mockHub.broadcast(JSON.stringify({ Code: 'UserBalance', Data: JSON.stringify({ Balance: 'lots', Exposure: 0 }) }));
    mockHub.broadcast(JSON.stringify({ Code: 'UserBalance', Data: JSON.stringify({ Balance: 5, Exposure: 1 }) }));

    await until(() => balances.length === 1);
    expect(balances[0]).toMatchObject({ balance: 5, exposure: 1 });
    expect(hubProblems().length - before).toBe(3);
    expect(getRealtimeState().hub).toBe('Connected');
  });

  it('restart drops the connection and registers again with the current token', async () => {
    let token: string | null = null;
    const client = new RealtimeClient({
      url: HUB,
      accessToken: () => token,
      currentPage: () => 'http://localhost:5173/',
      origin: 'http://localhost:5173',
      userAgent: 'test',
    });
    clients.push(client);
    client.start();
    await until(() => mockHub.clients().some((entry) => entry.registration !== null));
    token = PLAYER1_TOKEN;
    await client.restart();
    await until(() => mockHub.clients().some((entry) => entry.userName === 'player1'));
    expect(mockHub.clients()).toHaveLength(1);
  });

  it('reconnects after a drop, registers again and says so (pushes may have been missed)', async () => {
    const client = connect(PLAYER1_TOKEN);
    const reconnected = vi.fn();
    const states: string[] = [];
    const stop = subscribeRealtimeState(() => states.push(getRealtimeState().hub));
    client.on('reconnected', reconnected);
    client.start();
    await until(() => mockHub.clients().some((entry) => entry.userName === 'player1'));

    mockHub.closeAll();
    await until(() => reconnected.mock.calls.length === 1);
    await until(() => mockHub.clients().some((entry) => entry.userName === 'player1'));
    stop();
    expect(states).toContain('Reconnecting');
    expect(getRealtimeState().hub).toBe('Connected');
  });

  // A visitor's connection: a signed-in player's is tried again after the schedule (next tests).
  it('retries a refused first connection on the reconnect schedule, then gives up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    setFaults([{ match: 'teslahub/negotiate', kind: 'http500' }]);
    const negotiations: number[] = [];
    const started = Date.now();
    const onRequest = ({ request }: { request: Request }) => {
      if (request.url.includes('/negotiate')) negotiations.push(Date.now() - started);
    };
    server.events.on('request:start', onRequest);
    connect(null).start();

    await settle(50);
    expect(negotiations).toHaveLength(1);
    await settle(2000);
    expect(negotiations).toHaveLength(2);
    await settle(10_000);
    expect(negotiations).toHaveLength(3);
    await settle(30_000);
    expect(negotiations).toHaveLength(4);
    await settle(120_000);
    expect(negotiations).toHaveLength(4);
    // The gaps are the schedule's 2, 10 and 30 s (each measured from the failed attempt before it).
    const gaps = negotiations.slice(1).map((at, index) => at - (negotiations[index] ?? 0));
    expect(gaps.map((gap) => Math.round(gap / 1000))).toEqual([2, 10, 30]);
    expect(getRealtimeState().hub).toBe('Disconnected');
    expect(getRealtimeState().retryAt).toBeNull();
    server.events.removeListener('request:start', onRequest);
  });
});

// After the reconnect schedule of docs/product.md §9 has given up, the connection is not left for dead.
describe('the hub connection after the schedule gave up', () => {
  function countNegotiations() {
    const negotiations: number[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.url.includes('/negotiate')) negotiations.push(Date.now());
    };
    server.events.on('request:start', onRequest);
    return { negotiations, done: () => server.events.removeListener('request:start', onRequest) };
  }
  /** Fake time moves in small steps until `check` holds (the mock hub answers on real ticks). */
  async function settleUntil(check: () => boolean): Promise<void> {
    for (let step = 0; step < 300 && !check(); step++) {
      await vi.advanceTimersByTimeAsync(10);
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (!check()) throw new Error('timed out');
  }

  it("tries a signed-in player's refused connection every 60 s after the schedule, then says what was missed", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setFaults([{ match: 'teslahub/negotiate', kind: 'http500' }]);
    const { negotiations, done } = countNegotiations();
    const client = connect(PLAYER1_TOKEN);
    const reconnected = vi.fn();
    client.on('reconnected', reconnected);
    client.start();

    // The schedule of docs/product.md §9, unchanged: 0, 2, 10, 30 s.
    await settle(1);
    await settle(2000);
    await settle(10_000);
    await settle(30_000);
    expect(negotiations).toHaveLength(4);
    expect(getRealtimeState().hub).toBe('Disconnected');
    const retryAt = getRealtimeState().retryAt;
    expect(retryAt).not.toBeNull();
    expect((retryAt ?? 0) - Date.now()).toBeGreaterThan(59_000);

    // Then one attempt a minute.
    await settle(59_000);
    expect(negotiations).toHaveLength(4);
    await settle(1000);
    expect(negotiations).toHaveLength(5);
    expect(getRealtimeState()).toMatchObject({ hub: 'Disconnected' });
    await settle(59_000);
    expect(negotiations).toHaveLength(5);

    setFaults([]);
    await settle(1000);
    await settleUntil(() => mockHub.clients().some((entry) => entry.userName === 'player1'));
    expect(negotiations).toHaveLength(6);
    expect(getRealtimeState()).toMatchObject({ hub: 'Connected', retryAt: null });
    await settleUntil(() => reconnected.mock.calls.length === 1);
    done();
  });

  it('a connection whose automatic reconnect gave up comes back on revive() (online, tab visible) and says so', async () => {
    const client = connect(PLAYER1_TOKEN);
    const reconnected = vi.fn();
    client.on('reconnected', reconnected);
    client.start();
    await until(() => mockHub.clients().some((entry) => entry.userName === 'player1'));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setFaults([{ match: 'teslahub/negotiate', kind: 'network' }]);
    const { negotiations, done } = countNegotiations();
    mockHub.closeAll();
    await settleUntil(() => getRealtimeState().hub === 'Reconnecting');
    await settle(1);
    await settle(2000);
    await settle(10_000);
    await settle(30_000);
    await settleUntil(() => getRealtimeState().hub === 'Disconnected');
    expect(negotiations).toHaveLength(4);
    expect(reconnected).not.toHaveBeenCalled();

    setFaults([]);
    client.revive();
    await settleUntil(() => mockHub.clients().some((entry) => entry.userName === 'player1'));
    expect(negotiations).toHaveLength(5);
    expect(getRealtimeState()).toMatchObject({ hub: 'Connected', retryAt: null });
    await settleUntil(() => reconnected.mock.calls.length === 1);
    // A connection that is up ignores revive().
    client.revive();
    await settle(100);
    expect(negotiations).toHaveLength(5);
    done();
  });

  it("a visitor's connection waits for revive() after the schedule, and stop() cancels what was planned", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setFaults([{ match: 'teslahub/negotiate', kind: 'http500' }]);
    const { negotiations, done } = countNegotiations();
    const client = connect(null);
    client.start();
    await settle(1);
    await settle(42_000);
    expect(negotiations).toHaveLength(4);
    expect(getRealtimeState()).toMatchObject({ hub: 'Disconnected', retryAt: null });
    await settle(120_000);
    expect(negotiations).toHaveLength(4);

    client.revive();
    await settle(1);
    expect(negotiations).toHaveLength(5);
    await client.stop();
    client.revive();
    await settle(120_000);
    expect(negotiations).toHaveLength(5);
    done();
  });
});
