import { HubConnectionBuilder, LogLevel, type HubConnection, type IHttpConnectionOptions } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import type { CashOutRule } from '@/api/generated/types.gen';
import { addHubMessages, decodeHubMessage, type HubMessage } from '@/api/hub-messages';
import { cashOutRuleHubMessages } from '@/api/hub-cash-out-rule-messages';
import { getState } from '../../mocks/db';
import { setLevelSize, setRunnerPrice } from '../../mocks/db/services/odds-moves';
import { API, PLAYER1, RUNNER, post } from '../support/mock-api';

// Issue 58: "told when one fires, also in another tab". Every tab has its own hub connection; the
// mock pushes a rule's change to each connection of its player, and each tab's decoder reads it.

let connections: HubConnection[] = [];
afterEach(async () => {
  await Promise.all(connections.map((connection) => connection.stop()));
  connections = [];
});

/** One tab's connection, registered as player1, and the rule pushes it decodes. */
async function tab(): Promise<HubMessage[]> {
  // signalr captures its WebSocket class: hand it the one msw intercepts (docs/toolchain.md).
  const options: IHttpConnectionOptions & { WebSocket: unknown } = { WebSocket: globalThis.WebSocket };
  const connection = new HubConnectionBuilder().withUrl(`${API}/teslahub`, options).configureLogging(LogLevel.None).build();
  const decoded: HubMessage[] = [];
  connection.on('Message', (raw: string) => {
    const message = decodeHubMessage(raw);
    if (message.code === 'CashOutRuleUpdate') decoded.push(message);
  });
  await connection.start();
  await connection.invoke('RegisterClient', {
    Browser: 'Node',
    Domain: 'http://localhost:5173',
    CurrentPage: 'http://localhost:5173/',
    Token: PLAYER1,
  });
  connections.push(connection);
  return decoded;
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('a rule that fires', () => {
  it('is pushed to every tab of its player, each of which decodes it', async () => {
    addHubMessages(cashOutRuleHubMessages);
    const [first, second] = [await tab(), await tab()];
    // Back Liverpool 1000 at 2.5; take profit 200, reached once it lays at 2.02 (docs/domain.md).
    const bet = await post('/Bet/PlaceBetV2', { ...RUNNER, type: 1, rate: 2.5, stake: 1000, fancyValue: 0, keepUnmatched: true });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    const set = await post<CashOutRule>('/api/services/app/Bet/SetCashOutRule', {
      marketId: RUNNER.marketId,
      takeProfit: 200,
      stopLoss: null,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    const state = getState();
    setRunnerPrice(state, RUNNER.runnerId, 2.0);
    for (const level of [0, 1, 2]) setLevelSize(state, RUNNER.runnerId, 'lay', level, 50_000);

    const fired = (tabMessages: HubMessage[]) =>
      tabMessages.filter((message) => message.code === 'CashOutRuleUpdate' && message.state === 'FIRED');
    await until(() => fired(first).length > 0 && fired(second).length > 0);
    for (const tabMessages of [first, second]) {
      expect(fired(tabMessages)).toEqual([
        expect.objectContaining({
          ruleId: set.body.result.ruleId,
          firedBy: 'TAKE_PROFIT',
          userName: 'player1',
          result: expect.objectContaining({ side: 'lay' }),
        }),
      ]);
    }
  });
});
