import { HubConnectionBuilder, LogLevel, type HubConnection, type IHttpConnectionOptions } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import type { CashOutRule } from '@/api/generated/types.gen';
import { getState, nowMs } from '../../mocks/db';
import { restoreSnapshot, snapshotState } from '../../mocks/db/state';
import { openBetsOf } from '../../mocks/db/services/exposure';
import { setLevelSize, setRunnerPrice } from '../../mocks/db/services/odds-moves';
import { advanceMockClock } from '../../mocks/db/services/protection';
import { settleMarket } from '../../mocks/db/services/settlement';
import { setMarketStatus } from '../../mocks/db/services/unmatched';
import { mockHub } from '../../mocks/hub';
import { API, PLAYER1, RUNNER, post } from '../support/mock-api';

// Automatic cash out (our proposal): the mock runs the rules as the server would, judged on every
// change of the book, with the real signalr client watching the hub (docs/mock-backend.md).

const LIVERPOOL = RUNNER.runnerId;
const OTHERS = [1003012, 1003013];
const MARKET = RUNNER.marketId;

interface Received {
  code: string;
  data: Record<string, unknown>;
}

let connections: HubConnection[] = [];
afterEach(async () => {
  await Promise.all(connections.map((connection) => connection.stop()));
  connections = [];
});

const register = (connection: HubConnection) =>
  connection.invoke('RegisterClient', {
    Browser: 'Node',
    Domain: 'http://localhost:5173',
    CurrentPage: 'http://localhost:5173/',
    Token: PLAYER1,
  });

/** Registers again after a reconnect, as the app does. */
async function connect(): Promise<{ connection: HubConnection; received: Received[] }> {
  // signalr captures its WebSocket class: hand it the one msw intercepts (docs/toolchain.md).
  const options: IHttpConnectionOptions & { WebSocket: unknown } = { WebSocket: globalThis.WebSocket };
  const connection = new HubConnectionBuilder()
    .withUrl(`${API}/teslahub`, options)
    .withAutomaticReconnect([0, 20, 50])
    .configureLogging(LogLevel.None)
    .build();
  const received: Received[] = [];
  connection.on('Message', (message: string) => {
    const envelope = JSON.parse(message) as { Code: string; Data: string };
    received.push({ code: envelope.Code, data: JSON.parse(envelope.Data) as Record<string, unknown> });
  });
  connection.onreconnected(() => void register(connection));
  await connection.start();
  await register(connection);
  connections.push(connection);
  return { connection, received };
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The rules are judged once the change that moved the book is whole. */
const judged = () => new Promise((resolve) => setTimeout(resolve, 0));

const ruleUpdates = (received: readonly Received[]) =>
  received.filter((each) => each.code === 'CashOutRuleUpdate').map((each) => each.data);

async function rules(): Promise<CashOutRule[]> {
  const response = await fetch(`${API}/api/services/app/Bet/GetCashOutRules`, { headers: { Authorization: `Bearer ${PLAYER1}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: CashOutRule[] }).result;
}

async function setRule(takeProfit: number | null, stopLoss: number | null): Promise<CashOutRule> {
  const answer = await post<CashOutRule>('/api/services/app/Bet/SetCashOutRule', { marketId: MARKET, takeProfit, stopLoss });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
}

async function backLiverpool(stake: number, rate = 2.5): Promise<void> {
  const answer = await post('/Bet/PlaceBetV2', { ...RUNNER, type: 1, rate, stake, fancyValue: 0, keepUnmatched: true });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Liverpool backs at `bestBack` and lays one tick above, each lay level holding `laySize`. */
function moveLiverpool(bestBack: number, laySize = 50_000): void {
  const state = getState();
  setRunnerPrice(state, LIVERPOOL, bestBack);
  for (const level of [0, 1, 2]) setLevelSize(state, LIVERPOOL, 'lay', level, laySize);
}

/** Player1's position on each runner of the market, from the open bets. */
function positions(): number[] {
  const bets = openBetsOf(getState(), 2).filter((bet) => bet.marketId === MARKET);
  return [LIVERPOOL, ...OTHERS].map((runnerId) =>
    bets.reduce((sum, bet) => {
      const onIt = bet.runnerId === runnerId;
      const sign = bet.side === 'back' ? 1 : -1;
      return sum + sign * (onIt ? bet.stake * (bet.rate - 1) : -bet.stake);
    }, 0),
  );
}

describe('a take profit', () => {
  it('fires exactly once when the book moves the value past it, a hub reconnect in between', async () => {
    const { received } = await connect();
    // Back 1000 at 2.5: Liverpool +1500, the others −1000. Laying it back at 2.52 is worth −7.94.
    await backLiverpool(1000);
    const set = await setRule(200, null);
    expect(set).toMatchObject({ marketId: MARKET, eventId: RUNNER.eventId, takeProfit: 200, stopLoss: null, state: 'WAITING' });
    await until(() => ruleUpdates(received).length === 1);

    // Lays at 2.22: worth +126.13, short of 200.
    moveLiverpool(2.2);
    await judged();
    expect((await rules())[0]?.state).toBe('WAITING');

    const dropped = mockHub.clients().map((client) => client.connectionId);
    mockHub.closeAll();
    await until(() => mockHub.clients().some((client) => client.userName === 'player1' && !dropped.includes(client.connectionId)));

    // Lays at 2.02: worth +237.62; the cash out lays 1237.62 at 2.02 and locks it on every runner.
    moveLiverpool(2.0);
    await until(() => ruleUpdates(received).length === 2);
    moveLiverpool(1.9);
    moveLiverpool(1.5);
    await judged();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const updates = ruleUpdates(received);
    expect(updates.map((update) => update.State)).toEqual(['WAITING', 'FIRED']);
    expect(updates[1]).toMatchObject({
      RuleId: set.ruleId,
      FiredBy: 'TAKE_PROFIT',
      CancelReason: null,
      UserName: 'player1',
      Result: { Side: 'lay', RunnerId: LIVERPOOL, Stake: 1237.62, AverageOdds: 2.02, Profit: 237.62, ValueAtLine: 237.62 },
    });
    const cashOuts = openBetsOf(getState(), 2).filter((bet) => bet.clientRef?.startsWith('cash-out-rule-'));
    expect(cashOuts).toHaveLength(1);
    expect(positions().map((amount) => Math.round(amount))).toEqual([238, 238, 238]);
    const [listed] = await rules();
    expect(listed).toMatchObject({ ruleId: set.ruleId, state: 'FIRED', result: { betId: cashOuts[0]?.betId, profit: 237.62 } });
    // A balance follows the fired rule.
    const firedAt = received.findIndex((each) => each.code === 'CashOutRuleUpdate' && each.data.State === 'FIRED');
    expect(received.slice(firedAt).some((each) => each.code === 'UserBalance')).toBe(true);
  });

  it('stays fired across a reload of the mock’s state (the browser keeps it per tab)', async () => {
    await backLiverpool(1000);
    await setRule(200, null);
    moveLiverpool(2.0);
    await judged();
    expect((await rules())[0]?.state).toBe('FIRED');

    expect(restoreSnapshot(snapshotState())).toBe(true);
    moveLiverpool(1.5);
    await judged();
    const [rule] = await rules();
    expect(rule?.state).toBe('FIRED');
    expect(openBetsOf(getState(), 2).filter((bet) => bet.clientRef?.startsWith('cash-out-rule-'))).toHaveLength(1);
  });

  it('is cancelled NOT_FILLED when the book cannot take the whole cash out at once', async () => {
    const { received } = await connect();
    await backLiverpool(1000);
    await setRule(200, null);
    const before = positions();
    // Lays at 2.02, 2.04 and 2.06, 10 each: the value (the rest at 2.06) reaches 200, the book does not.
    moveLiverpool(2.0, 10);
    await until(() => ruleUpdates(received).length === 2);
    expect(ruleUpdates(received)[1]).toMatchObject({
      State: 'CANCELLED',
      CancelReason: 'NOT_FILLED',
      FiredBy: 'TAKE_PROFIT',
      Result: null,
    });
    expect(positions()).toEqual(before);
    expect(
      getState()
        .markets.find((market) => market.marketId === MARKET)
        ?.runners[0]?.lay.map((level) => level.size),
    ).toEqual([10, 10, 10]);
    // It never comes back, however deep the book gets.
    moveLiverpool(1.8);
    await judged();
    expect((await rules())[0]).toMatchObject({ state: 'CANCELLED', cancelReason: 'NOT_FILLED' });
  });
});

describe('a stop loss', () => {
  it('waits while the market is suspended and fires when it opens, at the prices then', async () => {
    const { received } = await connect();
    await backLiverpool(1000);
    await setRule(null, 100);
    setMarketStatus(getState(), MARKET, 'SUSPENDED', nowMs());
    // Liverpool drifts while suspended: laying at 3.05 is worth −180.33, past the line.
    moveLiverpool(3.0);
    await until(() => ruleUpdates(received).length === 2);
    await judged();
    expect(ruleUpdates(received).map((update) => update.State)).toEqual(['WAITING', 'SUSPENDED']);
    expect((await rules())[0]?.state).toBe('SUSPENDED');

    setMarketStatus(getState(), MARKET, 'ACTIVE', nowMs());
    await until(() => ruleUpdates(received).length === 3);
    expect(ruleUpdates(received)[2]).toMatchObject({
      State: 'FIRED',
      FiredBy: 'STOP_LOSS',
      StopLoss: 100,
      Result: { Side: 'lay', AverageOdds: 3.05, Profit: -180.33, ValueAtLine: -180.33 },
    });
    expect(positions().map((amount) => Math.round(amount))).toEqual([-180, -180, -180]);
  });
});

describe('GetCashOutRules', () => {
  it('shows each state a rule goes through, one rule per market', async () => {
    await backLiverpool(1000);
    const first = await setRule(500, 300);
    expect(await rules()).toEqual([first]);
    expect(first).toMatchObject({ state: 'WAITING', firedBy: null, result: null, cancelReason: null, marketName: 'Match Odds' });

    setMarketStatus(getState(), MARKET, 'SUSPENDED', nowMs());
    await judged();
    expect((await rules()).map((rule) => rule.state)).toEqual(['SUSPENDED']);
    setMarketStatus(getState(), MARKET, 'ACTIVE', nowMs());
    await judged();
    expect((await rules()).map((rule) => rule.state)).toEqual(['WAITING']);

    // Changing the lines keeps the rule.
    expect(await setRule(400, null)).toMatchObject({ ruleId: first.ruleId, takeProfit: 400, stopLoss: null, state: 'WAITING' });

    const removed = await post<CashOutRule>('/api/services/app/Bet/RemoveCashOutRule', { marketId: MARKET });
    expect(removed.body.result).toMatchObject({ ruleId: first.ruleId, state: 'CANCELLED', cancelReason: 'REMOVED' });
    const again = await post<CashOutRule>('/api/services/app/Bet/RemoveCashOutRule', { marketId: MARKET });
    expect(again.body.result).toEqual(removed.body.result);

    // A new rule replaces the cancelled one; cashing out by hand leaves it no position.
    const second = await setRule(500, null);
    expect(second.ruleId).not.toBe(first.ruleId);
    expect(await rules()).toEqual([second]);
    const lay = await post('/Bet/PlaceBetV2', { ...RUNNER, type: 2, rate: 2.52, stake: 992.06, fancyValue: 0, keepUnmatched: true });
    expect(lay.status).toBe(200);
    await judged();
    expect(await rules()).toMatchObject([{ ruleId: second.ruleId, state: 'CANCELLED', cancelReason: 'NO_POSITION' }]);

    await backLiverpool(500);
    const third = await setRule(null, 300);
    settleMarket(getState(), MARKET, { winnerRunnerId: LIVERPOOL }, nowMs());
    await judged();
    expect(await rules()).toMatchObject([{ ruleId: third.ruleId, state: 'CANCELLED', cancelReason: 'MARKET_CLOSED' }]);

    // Finished rules are listed for 24 hours.
    advanceMockClock(getState(), 24 * 60 * 60 * 1000 + 1000);
    expect(await rules()).toEqual([]);
  });

  it('refuses a rule without a position, past its line, or off the exchange', async () => {
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await post('/api/services/app/Bet/SetCashOutRule', { marketId: MARKET, takeProfit: null, stopLoss: null, ...body });
      return { status: answer.status, message: answer.body.error?.message };
    };
    expect(await refusal({ takeProfit: 100 })).toEqual({ status: 500, message: 'You have no position to cash out in this market.' });
    await backLiverpool(1000);
    // Worth −7.94 now.
    expect(await refusal({ stopLoss: 5 })).toEqual({ status: 500, message: 'The cash-out value is already past that line' });
    expect(await refusal({})).toEqual({ status: 500, message: 'Set a profit or a loss to cash out at' });
    expect((await refusal({ takeProfit: 0 })).status).toBe(400);
    expect(await refusal({ marketId: 100302, takeProfit: 100 })).toEqual({
      status: 500,
      message: 'Automatic cash out is only for exchange markets',
    });
    expect(await rules()).toEqual([]);
  });
});
