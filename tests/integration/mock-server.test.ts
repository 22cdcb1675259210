import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { server as mswServer } from '../../mocks/node';
import { startMockServer, type MockServer } from '../../mocks/server';

// The standalone mock server over real HTTP and a real WebSocket, driven with Node's fetch and the
// real @microsoft/signalr client. msw/node (started by tests/setup/msw.ts) would answer these
// requests in-process and prove nothing about the server, so it is stopped for this file.

let mock: MockServer;

beforeAll(async () => {
  mswServer.close();
  mock = await startMockServer({ port: 0 });
});

afterAll(async () => {
  await mock.close();
  // tests/setup/msw.ts closes it after the file (MSW 3 refuses to close a closed server).
  mswServer.listen({ onUnhandledFrame: 'error' });
});

async function api(path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${mock.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

interface Envelope<T> {
  success: boolean;
  result: T;
  error: { message: string } | null;
  unAuthorizedRequest?: boolean;
}

async function call<T>(path: string, init: Parameters<typeof api>[1] = {}): Promise<Envelope<T>> {
  const { status, body } = await api(path, init);
  expect(status, `${path} answered ${JSON.stringify(body)}`).toBe(200);
  return body as unknown as Envelope<T>;
}

async function login(): Promise<string> {
  const { result } = await call<{ accessToken: string }>('/Account/Authenticate', {
    body: { userNameOrEmailAddress: 'player1', password: 'Player@123', rememberClient: true },
  });
  return result.accessToken;
}

interface Runner {
  id: number;
  marketId: number;
  status: string;
  back: Array<{ price: number }>;
}

async function inPlayMatchOdds(): Promise<{ eventId: number; marketId: number; runners: Runner[] }> {
  const { result } = await call<{ eventId: number; matchOdds: { marketId: number; inPlay: boolean; runners: Runner[] } }>(
    '/Odds/GetUserOddsV2?eventId=1001',
  );
  expect(result.matchOdds.inPlay).toBe(true);
  return { eventId: result.eventId, marketId: result.matchOdds.marketId, runners: result.matchOdds.runners };
}

describe('the standalone mock server', () => {
  it('plays a bet through login, open bets, placement and positions', async () => {
    const token = await login();
    const before = await call<{ balance: number; exposure: number; openBets: unknown[] }>('/Bet/GetUserOpenBets', { token });
    expect(before.result).toMatchObject({ balance: 100000, exposure: 0, openBets: [] });

    const { eventId, marketId, runners } = await inPlayMatchOdds();
    const [runner, ...others] = runners;
    const odds = runner?.back[0]?.price;
    if (!runner || odds === undefined) throw new Error('the seed has no priced runner on event 1001');

    const placed = await call<{ status: string; matchedStake: number; matchedRate: number; balance: number; exposure: number }>(
      '/Bet/PlaceBetV2',
      { token, body: { eventId, marketId, runnerId: runner.id, type: 1, rate: odds, stake: 1000, fancyValue: 0, placeTime: null } },
    );
    expect(placed.result).toMatchObject({ status: 'MATCHED', matchedStake: 1000, matchedRate: odds, balance: 100000, exposure: 1000 });

    const after = await call<{ balance: number; exposure: number; openBets: Array<{ runnerId: number; stake: number; betType: string }> }>(
      '/Bet/GetUserOpenBets',
      { token },
    );
    expect(after.result.balance).toBe(100000);
    expect(after.result.exposure).toBe(1000);
    expect(after.result.openBets).toEqual([expect.objectContaining({ runnerId: runner.id, stake: 1000, betType: 'Back' })]);

    const pl = await call<Array<{ marketId: number; runners: Array<{ runnerId: number; amount: number }> }>>(
      '/Bet/GetUserExpectedProfitLoss',
      { token },
    );
    const book = pl.result.find((entry) => entry.marketId === marketId);
    expect(book?.runners).toEqual(
      expect.arrayContaining([
        { runnerId: runner.id, amount: Math.round(1000 * (odds - 1) * 100) / 100 },
        ...others.map((other) => ({ runnerId: other.id, amount: -1000 })),
      ]),
    );
  });

  it('answers an unknown path with a 404 that names it, and logs it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { status, body } = await api('/Bet/NoSuchThing?x=1', { method: 'POST' });
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, error: { message: 'The mock backend has no handler for POST /Bet/NoSuchThing' } });
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('POST /Bet/NoSuchThing'));
    } finally {
      errors.mockRestore();
    }
  });

  it("answers the CDN's pictures over HTTP as the browser mock does: the game's name in an SVG", async () => {
    const response = await fetch(`${mock.url}/casino/lightning-roulette.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain('>Lightning Roulette</text>');
    expect(svg).not.toContain('lightning-roulette.webp');
  });

  it('refuses a protected call without a token with the ABP 401', async () => {
    const { status, body } = await api('/Bet/GetUserOpenBets');
    expect(status).toBe(401);
    expect(body).toMatchObject({
      success: false,
      unAuthorizedRequest: true,
      error: { message: 'Current user did not login to the application!' },
    });
  });

  it('sets up provider states and refuses unknown ones', async () => {
    const applied = await api('/__mock/provider-state', {
      body: { state: 'player1 has balance', params: { balance: 98765.5, exposure: 1234 } },
    });
    expect(applied).toMatchObject({ status: 200, body: { ok: true } });
    const player1 = await api('/__mock/state/users/player1');
    expect(player1.body).toMatchObject({ balance: 98765.5, exposure: 1234, openBets: 1 });

    const unknown = await api('/__mock/provider-state', { body: { state: 'the moon is made of cheese', params: {} } });
    expect(unknown).toMatchObject({ status: 400, body: { error: 'Unknown provider state: the moon is made of cheese' } });

    const badParams = await api('/__mock/provider-state', { body: { state: 'player1 is signed in', params: {} } });
    expect(badParams.status).toBe(400);

    const reset = await api('/__mock/reset', { method: 'POST' });
    expect(reset.status).toBe(200);
    expect((await api('/__mock/state/users/player1')).body).toMatchObject({ balance: 100000, exposure: 0, openBets: 0 });
  });

  it('answers CORS preflights for any origin', async () => {
    const response = await fetch(`${mock.url}/Bet/PlaceBetV2`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    const simple = await api('/api/Setting/GetDomainSetting', { headers: { Origin: 'http://suspended.localhost:8080' } });
    expect(simple.headers.get('access-control-allow-origin')).toBe('http://suspended.localhost:8080');
    expect(simple.body).toMatchObject({ result: { siteSuspended: true, domainTitle: 'Suspended Exchange' } });
  });

  it('pushes UserBalance over the hub to the player who placed a bet', async () => {
    const token = await login();
    const connection = new HubConnectionBuilder().withUrl(`${mock.url}/teslahub`).configureLogging(LogLevel.None).build();
    const messages: string[] = [];
    const received = new Promise<string>((resolve) => {
      connection.on('Message', (message: string) => {
        messages.push(message);
        if (message.includes('UserBalance')) resolve(message);
      });
    });
    await connection.start();
    try {
      await connection.invoke('RegisterClient', { Browser: 'Node', Domain: mock.url, CurrentPage: `${mock.url}/inplay`, Token: token });
      const clients = await api('/__mock/hub/clients');
      expect(clients.body).toMatchObject({ clients: [expect.objectContaining({ userName: 'player1' })] });

      const { eventId, marketId, runners } = await inPlayMatchOdds();
      const runner = runners[0];
      const odds = runner?.back[0]?.price;
      if (!runner || odds === undefined) throw new Error('no priced runner');
      await call('/Bet/PlaceBetV2', { token, body: { eventId, marketId, runnerId: runner.id, type: 1, rate: odds, stake: 1000 } });

      const message = await received;
      const envelope = JSON.parse(message) as { Code: string; Data: string };
      expect(envelope.Code).toBe('UserBalance');
      expect(JSON.parse(envelope.Data)).toEqual({ Balance: 100000, Exposure: 1000, UserName: 'player1' });
    } finally {
      await connection.stop();
    }
  });
});
