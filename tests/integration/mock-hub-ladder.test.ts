import { HubConnectionBuilder, LogLevel, type HubConnection, type IHttpConnectionOptions } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import { getRunnerLadder } from '@/api/generated/sdk.gen';
import { getState, nowMs } from '../../mocks/db';
import { placeBet } from '../../mocks/db/services/betting';
import { isExchangeMarket } from '../../mocks/db/services/trades';
import { LADDER_PUSH_MS, WATCH_LIMIT, mockHub } from '../../mocks/hub';

// WatchLadder and LadderUpdate (hub.asyncapi.yaml, our proposal) with the real signalr client
// against the mock hub over msw's WebSocket link.

const API = 'http://api.test';
const PLAYER1 = 'mock-at-2-0';
// Event 1003 (upcoming, no bet delay): back 2.5, lay 2.52, last traded at 2.52 in the seed.
const RUNNER = { eventId: 1003, marketId: 100301, runnerId: 1003011 };
const WATCH = { MarketId: RUNNER.marketId, RunnerId: RUNNER.runnerId, Watch: true };

interface Level {
  Price: number;
  Size: number;
}
interface LadderData {
  RunnerId: number;
  Back: Level[];
  Lay: Level[];
  Traded: Level[];
  LastPriceTraded: number | null;
  TotalMatched: number;
  MarketTotalMatched: number;
  Trades: Array<{ Time: string; Price: number; Size: number }>;
}
interface Received {
  at: number;
  code: string;
  data: Record<string, unknown>;
}

let connections: HubConnection[] = [];
afterEach(async () => {
  await Promise.all(connections.map((connection) => connection.stop()));
  connections = [];
});

async function connect(): Promise<{ connection: HubConnection; received: Received[] }> {
  // signalr captures its WebSocket class: hand it the one msw intercepts (docs/toolchain.md).
  const options: IHttpConnectionOptions & { WebSocket: unknown } = { WebSocket: globalThis.WebSocket };
  const connection = new HubConnectionBuilder().withUrl(`${API}/teslahub`, options).configureLogging(LogLevel.None).build();
  const received: Received[] = [];
  connection.on('Message', (message: string) => {
    const envelope = JSON.parse(message) as { Code: string; Data: string };
    received.push({ at: Date.now(), code: envelope.Code, data: JSON.parse(envelope.Data) as Record<string, unknown> });
  });
  await connection.start();
  connections.push(connection);
  return { connection, received };
}

const ladders = (received: Received[]): LadderData[] =>
  received.filter((each) => each.code === 'LadderUpdate').map((each) => each.data as unknown as LadderData);

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function back(rate: number, stake: number): Promise<void> {
  const response = await fetch(`${API}/Bet/PlaceBetV2`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${PLAYER1}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...RUNNER, type: 1, rate, stake, fancyValue: 0, keepUnmatched: true }),
  });
  expect(response.status).toBe(200);
}

const paisa = (rupees: number): number => Math.round(rupees * 100);

describe('WatchLadder', () => {
  it('pushes the whole book at once, then each change with its trades, and stops when asked', async () => {
    const { connection, received } = await connect();
    await connection.invoke('WatchLadder', WATCH);
    await until(() => ladders(received).length === 1);
    const [first] = ladders(received);
    const { data } = await getRunnerLadder({
      baseUrl: API,
      query: { marketId: RUNNER.marketId, runnerId: RUNNER.runnerId },
      throwOnError: true,
    });
    expect(first).toEqual({
      EventId: RUNNER.eventId,
      MarketId: RUNNER.marketId,
      RunnerId: RUNNER.runnerId,
      Status: 'ACTIVE',
      Back: data.result.back.map((level) => ({ Price: level.price, Size: level.size })),
      Lay: data.result.lay.map((level) => ({ Price: level.price, Size: level.size })),
      Traded: data.result.traded.map((level) => ({ Price: level.price, Size: level.size })),
      LastPriceTraded: 2.52,
      TotalMatched: data.result.totalMatched,
      MarketTotalMatched: data.result.marketTotalMatched,
      Trades: [],
    });

    await back(2.5, 300);
    await until(() => ladders(received).length === 2);
    const second = ladders(received)[1];
    expect(second?.Trades).toEqual([{ Time: expect.any(String), Price: 2.5, Size: 300 }]);
    expect(second?.LastPriceTraded).toBe(2.5);
    expect(paisa((second?.TotalMatched ?? 0) - (first?.TotalMatched ?? 0))).toBe(30000);
    expect(paisa(second?.Traded.reduce((sum, level) => sum + level.Size, 0) ?? 0)).toBe(paisa(second?.TotalMatched ?? 0));
    // Every connection gets the runner's traded figures with its prices.
    expect(received.filter((each) => each.code === 'OddsUpdate').at(-1)?.data).toMatchObject({
      RunnerId: RUNNER.runnerId,
      LastPriceTraded: 2.5,
      TotalMatched: second?.TotalMatched,
      MarketTotalMatched: second?.MarketTotalMatched,
    });

    await connection.invoke('WatchLadder', { ...WATCH, Watch: false });
    await back(2.5, 200);
    await pause(LADDER_PUSH_MS * 3);
    expect(ladders(received)).toHaveLength(2);
    expect(mockHub.clients()[0]?.watching).toEqual([]);
  });

  it('sends a burst of changes at most once per 100 ms, the last state last, each trade once', async () => {
    const { connection, received } = await connect();
    await connection.invoke('WatchLadder', WATCH);
    await until(() => ladders(received).length === 1);
    const start = ladders(received)[0];
    const player1 = getState().users.find((user) => user.userName === 'player1');
    if (!player1) throw new Error('the seed has player1');
    // Synchronous, as a busy market's matches come: one turn of the event loop.
    const burst = (stakes: number[]) => {
      for (const stake of stakes)
        placeBet(getState(), player1, { ...RUNNER, type: 1, rate: 2.5, stake, fancyValue: 0, keepUnmatched: true }, nowMs());
    };

    burst([100, 150.5, 200, 250.25]);
    await until(() => ladders(received).length === 2);
    burst([300, 125]);
    burst([175, 400]);
    await until(() => ladders(received).length === 3);
    await pause(LADDER_PUSH_MS * 3);

    const pushes = received.filter((each) => each.code === 'LadderUpdate');
    expect(pushes).toHaveLength(3);
    expect((pushes[2]?.at ?? 0) - (pushes[1]?.at ?? 0)).toBeGreaterThanOrEqual(LADDER_PUSH_MS - 10);
    const [, first, last] = ladders(received);
    expect(first?.Trades.map((trade) => trade.Size)).toEqual([100, 150.5, 200, 250.25]);
    expect(last?.Trades.map((trade) => trade.Size)).toEqual([300, 125, 175, 400]);
    expect(paisa((last?.TotalMatched ?? 0) - (start?.TotalMatched ?? 0))).toBe(170075);
  });

  it('gives a later watcher the book at once with no trades, and the next trades to both', async () => {
    const a = await connect();
    const b = await connect();
    await a.connection.invoke('WatchLadder', WATCH);
    await until(() => ladders(a.received).length === 1);
    await back(2.5, 100);
    await b.connection.invoke('WatchLadder', WATCH);
    await until(() => ladders(b.received).length === 1);
    expect(ladders(b.received)[0]?.Trades).toEqual([]);
    await until(() => ladders(a.received).length === 2);
    expect(ladders(a.received)[1]?.Trades.map((trade) => trade.Size)).toEqual([100]);

    await pause(LADDER_PUSH_MS);
    await back(2.5, 120);
    await until(() => ladders(a.received).length === 3 && ladders(b.received).length === 2);
    expect(ladders(a.received)[2]?.Trades.map((trade) => trade.Size)).toEqual([120]);
    expect(ladders(b.received)[1]?.Trades.map((trade) => trade.Size)).toEqual([120]);
  });

  it('refuses a runner off the exchange, a malformed argument and a 21st runner with a completion error', async () => {
    const { connection, received } = await connect();
    await expect(connection.invoke('WatchLadder', { MarketId: 100302, RunnerId: 1003021, Watch: true })).rejects.toThrow(
      'Runner not found',
    );
    await expect(connection.invoke('WatchLadder', { MarketId: RUNNER.marketId, RunnerId: 4242, Watch: true })).rejects.toThrow(
      'Runner not found',
    );
    await expect(connection.invoke('WatchLadder', { RunnerId: RUNNER.runnerId })).rejects.toThrow('WatchLadder takes one argument');

    const runners = getState()
      .markets.filter(isExchangeMarket)
      .flatMap((market) => market.runners.map((runner) => ({ MarketId: market.marketId, RunnerId: runner.id, Watch: true })));
    for (const argument of runners.slice(0, WATCH_LIMIT)) await connection.invoke('WatchLadder', argument);
    await expect(connection.invoke('WatchLadder', runners[WATCH_LIMIT])).rejects.toThrow('at most 20 runners');
    // Watching one again is not one more.
    await connection.invoke('WatchLadder', runners[0]);
    await until(() => ladders(received).length === WATCH_LIMIT + 1);
    expect(new Set(ladders(received).map((ladder) => ladder.RunnerId)).size).toBe(WATCH_LIMIT);
  });
});
