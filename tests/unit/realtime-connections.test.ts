import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserBalanceMessage } from '@/api/hub-messages';
import { hubProblems, isBalanceFor } from '@/features/realtime';
import { RealtimeClient } from '@/features/realtime/realtime-client';

// Which connection speaks for the player: the app's client with a stand-in for @microsoft/signalr whose
// connections the test drives by hand, so that a push can arrive exactly while a connection is being
// replaced (after a login, the connection restarts with the new token).

const fake = vi.hoisted(() => {
  class FakeConnection {
    state = 'Disconnected';
    readonly handlers = new Map<string, (raw: unknown) => void>();
    /** Resolves the pending stop(); until then the connection is "being stopped". */
    finishStop: () => void = () => undefined;
    on(name: string, handler: (raw: unknown) => void) {
      this.handlers.set(name, handler);
    }
    onreconnecting() {}
    onreconnected() {}
    onclose() {}
    async start() {
      this.state = 'Connected';
    }
    stop(): Promise<void> {
      return new Promise((resolve) => {
        this.finishStop = () => {
          this.state = 'Disconnected';
          resolve();
        };
      });
    }
    async invoke() {}
    /** The hub sends `Message` on this connection. */
    push(raw: string) {
      this.handlers.get('Message')?.(raw);
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

const balance = (Balance: number, UserName?: string) =>
  JSON.stringify({
    Code: 'UserBalance',
    Data: JSON.stringify(UserName === undefined ? { Balance, Exposure: 0 } : { Balance, Exposure: 0, UserName }),
  });

async function until(check: () => boolean): Promise<void> {
  for (let turn = 0; !check(); turn++) {
    if (turn > 200) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

function connectionAt(index: number) {
  const connection = fake.built[index];
  if (!connection) throw new Error(`no connection #${index}`);
  return connection;
}

afterEach(() => {
  fake.built.length = 0;
});

describe('a UserBalance push from a connection that is not the current one', () => {
  it('is not applied: neither while the connection is being replaced after a login, nor after', async () => {
    let token: string | null = 'token-of-player1';
    const client = new RealtimeClient({
      url: 'http://hub.test/teslahub',
      accessToken: () => token,
      currentPage: () => 'http://localhost/',
      origin: 'http://localhost',
      userAgent: 'test',
    });
    const balances: UserBalanceMessage[] = [];
    client.on('UserBalance', (message) => balances.push(message));
    client.start();
    await until(() => fake.built[0]?.state === 'Connected');
    const first = connectionAt(0);
    first.push(balance(100));
    expect(balances.map((message) => message.balance)).toEqual([100]);

    // player2 logs in: the connection restarts. A push arrives on the old one while it stops.
    token = 'token-of-player2';
    const restarted = client.restart();
    const problemsBefore = hubProblems().length;
    first.push(balance(999));
    first.finishStop();
    await restarted;
    await until(() => fake.built[1]?.state === 'Connected');
    // …and another, later still.
    first.push(balance(998));
    expect(balances.map((message) => message.balance)).toEqual([100]);
    expect(hubProblems().length - problemsBefore).toBe(2);

    // The new connection's pushes are applied.
    connectionAt(1).push(balance(250));
    expect(balances.map((message) => message.balance)).toEqual([100, 250]);

    const stopped = client.stop();
    connectionAt(1).finishStop();
    await stopped;
  });
});

describe('a UserBalance push that names its player (the proposed UserName)', () => {
  const push = (userName?: string): UserBalanceMessage => ({
    code: 'UserBalance',
    balance: 1,
    exposure: 0,
    ...(userName === undefined ? {} : { userName }),
  });

  it('is for the signed-in player only when it names them (without regard to case) or names nobody', () => {
    expect(isBalanceFor(push('player1'), ['player1'])).toBe(true);
    expect(isBalanceFor(push('Player1'), ['player1'])).toBe(true);
    expect(isBalanceFor(push(), ['player1'])).toBe(true);
    expect(isBalanceFor(push('player1'), ['player2'])).toBe(false);
    expect(isBalanceFor(push('player1'), [])).toBe(false);
    // A demo player is 'Demo' here and has the server's name too.
    expect(isBalanceFor(push('demo-4711'), ['Demo', 'demo-4711'])).toBe(true);
  });
});
