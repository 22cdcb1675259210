import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDb } from '../../mocks/db';
import { server as mswServer } from '../../mocks/node';
import { startMockServer, type MockServer } from '../../mocks/server';

// The HTTP mock server speaks the wire as the backend family does (openapi/exchange.yaml): amounts as
// text where that family sends text, a fancy line as a number or the text box's string, and the
// localhost brand for a loopback host. msw/node is stopped so the real server answers.

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

async function api(path: string, init: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${mock.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as { result: unknown; error: { message: string } | null } };
}

async function result<T>(path: string, init: Parameters<typeof api>[1] = {}): Promise<T> {
  const answer = await api(path, init);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result as T;
}

async function login(userName = 'player1'): Promise<string> {
  const session = await result<{ accessToken: string }>('/Account/Authenticate', {
    body: { userNameOrEmailAddress: userName, password: 'Player@123', rememberClient: true },
  });
  return session.accessToken;
}

describe('amounts the backend family sends as text', () => {
  it('statement credit and debit, settlement totalWin and bet history profitLoss are strings with grouping commas', async () => {
    resetDb();
    const token = await login('player2');
    const statement = await result<{
      items: Array<{ id: number; credit: unknown; debit: unknown; balance: unknown; eventId: number | null }>;
    }>('/Transaction/GetHistory?From=2000-01-01&To=2100-01-01&Type=0&MaxResultCount=100', { token });
    expect(statement.items.length).toBeGreaterThan(0);
    for (const row of statement.items) {
      expect(row.credit).toMatch(/^([+-]?[0-9]+(,[0-9]+)*(\.[0-9]+)?)?$/);
      expect(row.debit).toMatch(/^([+-]?[0-9]+(,[0-9]+)*(\.[0-9]+)?)?$/);
      expect(typeof row.balance).toBe('number'); // balance is a number on the wire
      // One side carries the amount, the other is empty.
      expect([row.credit, row.debit].filter((side) => side === '')).toHaveLength(1);
    }
    expect(statement.items.some((row) => typeof row.credit === 'string' && row.credit.includes(','))).toBe(true);

    const settlement = statement.items.find((row) => row.eventId !== null);
    if (!settlement) throw new Error('player2 has no settlement row');
    const detail = await result<{ totalWin: unknown }>(`/Transaction/GetDetail?transactionId=${settlement.id}`, { token });
    expect(detail.totalWin).toMatch(/^-?[0-9]{1,3}(,[0-9]{3})*\.[0-9]{2}$/);

    const history = await result<{ items: Array<{ profitLoss: unknown; stake: unknown }> }>('/Bet/GetUserBetHistory', {
      token,
      body: { maxResultCount: 100, skipCount: 0 },
    });
    expect(history.items.length).toBeGreaterThan(0);
    for (const bet of history.items) {
      expect(bet.profitLoss).toMatch(/^-?[0-9]{1,3}(,[0-9]{3})*\.[0-9]{2}$/);
      expect(typeof bet.stake).toBe('number');
    }
    expect(history.items.some((bet) => typeof bet.profitLoss === 'string' && bet.profitLoss.startsWith('-'))).toBe(true);
  });
});

describe('PlaceBetV2 fancyValue', () => {
  async function fancyLine(): Promise<{ marketId: number; price: number; size: number }> {
    const odds = await result<{ fancy: { runners: Array<{ marketId: number; back: Array<{ price: number; size: number }> }> } }>(
      '/Odds/GetUserOddsV2?eventId=3003',
    );
    const line = odds.fancy.runners[0];
    const yes = line?.back[0];
    if (!line || !yes) throw new Error('event 3003 has no fancy line');
    return { marketId: line.marketId, price: yes.price, size: yes.size };
  }

  it("takes the text box's string as older clients send it, and reads it as the number", async () => {
    resetDb();
    const token = await login();
    const line = await fancyLine();
    await result('/Bet/PlaceBetV2', {
      token,
      body: { eventId: 3003, marketId: line.marketId, type: 3, rate: line.size, stake: 100, fancyValue: String(line.price) },
    });
    const open = await result<{ openBets: Array<{ marketId: number; fancyValue: unknown }> }>('/Bet/GetUserOpenBets', { token });
    expect(open.openBets.find((bet) => bet.marketId === line.marketId)?.fancyValue).toBe(line.price);
  });

  it('refuses text that is not a number with a validation error naming the field', async () => {
    const token = await login();
    const line = await fancyLine();
    const answer = await api('/Bet/PlaceBetV2', {
      token,
      body: { eventId: 3003, marketId: line.marketId, type: 3, rate: line.size, stake: 100, fancyValue: '4O' },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('fancyValue');
  });
});

describe('brands over HTTP', () => {
  it('a request to a loopback address gets the localhost brand, as in the browser mock', async () => {
    expect(new URL(mock.url).hostname).toBe('127.0.0.1');
    const brand = await result<{ domainName: string }>('/api/Setting/GetDomainSetting');
    expect(brand.domainName).toBe('localhost');
    const fromOrigin = await result<{ domainName: string }>('/api/Setting/GetDomainSetting', {
      headers: { Origin: 'http://127.0.0.2:5206' },
    });
    expect(fromOrigin.domainName).toBe('localhost');
  });

  it('a named brand host still wins', async () => {
    const brand = await result<{ domainName: string }>('/api/Setting/GetDomainSetting', {
      headers: { Origin: 'http://nosignup.localhost:5173' },
    });
    expect(brand.domainName).toBe('nosignup.localhost');
  });
});
