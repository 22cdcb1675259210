import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetDb, setNow } from '../../mocks/node';
import { API, PLAYER1, RUNNER } from '../support/mock-api';

// Safer gambling in the mock backend (our proposal; openapi ResponsibleGambling): limits enforced
// on deposit requests and bets, time-outs and self-exclusion on login, the clock control.

const PLAYER2 = 'mock-at-3-0';
const HOUR = 3_600_000;
// Thursday 26 November 2026, 15:30 IST.
const NOW = '2026-11-26T10:00:00.000Z';

interface Answer<T> {
  status: number;
  body: { success: boolean; result: T; error?: { code?: number; message: string; protection?: Record<string, unknown> } };
}

async function call<T>(path: string, init: { token?: string | null; body?: unknown } = {}): Promise<Answer<T>> {
  const token = init.token === undefined ? PLAYER1 : init.token;
  const response = await fetch(`${API}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

interface Standing {
  period: string;
  amount: number | null;
  used: number;
  left: number | null;
  resetsAt: string;
  pending: { amount: number | null; effectiveAt: string } | null;
}
interface Protection {
  depositLimits: Standing[];
  lossLimits: Standing[];
  realityCheckMinutes: number | null;
}

const RG = '/api/services/app/ResponsibleGambling';
const protection = async (token = PLAYER1) => (await call<Protection>(`${RG}/GetProtection`, { token })).body.result;
const setLimit = (kind: 'DEPOSIT' | 'LOSS', period: string, amount: number | null) =>
  call<Protection>(`${RG}/SetLimit`, { body: { kind, period, amount } });
const deposit = (amount: number, token = PLAYER1) =>
  call<string>('/DepositWithdrawal/CreateRequestForDepositWithdrawal', {
    token,
    body: { type: '1', amount, paymentMethod: 'Upi', imageUrl: 'https://cdn.exchange.example/uploads/a.png' },
  });
const advance = (ms: number) =>
  fetch(`${API}/__mock/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
const login = (userName = 'player1') =>
  call<{ accessToken: string }>('/Account/Authenticate', {
    token: null,
    body: { userNameOrEmailAddress: userName, password: 'Player@123' },
  });
const back = (stake: number) => call<{ betId: number }>('/Bet/PlaceBetV2', { body: { ...RUNNER, type: 1, rate: 2.5, stake } });

beforeEach(() => {
  setNow(NOW);
  resetDb();
});
afterEach(() => {
  setNow(null);
});

describe('deposit limits', () => {
  it('player2 starts with a weekly deposit limit, and each period says when it resets in IST', async () => {
    const { depositLimits, lossLimits, realityCheckMinutes } = await protection(PLAYER2);
    expect(depositLimits.map((standing) => [standing.period, standing.amount, standing.resetsAt])).toEqual([
      ['DAILY', null, '2026-11-26T18:30:00.000Z'],
      ['WEEKLY', 25000, '2026-11-29T18:30:00.000Z'],
      ['MONTHLY', null, '2026-11-30T18:30:00.000Z'],
    ]);
    const weekly = depositLimits[1];
    expect(weekly?.left).toBe(Math.max(0, 25000 - (weekly?.used ?? 0)));
    expect(lossLimits.every((standing) => standing.amount === null)).toBe(true);
    expect(realityCheckMinutes).toBe(30);
  });

  it('a lowered limit refuses a deposit over what is left, with the amount left and the reset', async () => {
    expect((await setLimit('DEPOSIT', 'DAILY', 5000)).body.result.depositLimits[0]).toMatchObject({
      amount: 5000,
      left: 5000,
      pending: null,
    });
    expect((await deposit(3000)).status).toBe(200);
    const refused = await deposit(2500);
    expect(refused.status).toBe(500);
    expect(refused.body.error).toEqual({
      code: 4201,
      message: 'Deposit limit reached: you can deposit 2,000 more until Friday, 27 November 2026 at 12:00 am IST.',
      details: null,
      protection: { reason: 'DEPOSIT_LIMIT', period: 'DAILY', amountLeft: 2000, resetsAt: '2026-11-26T18:30:00.000Z' },
    });
    expect((await deposit(2000)).status).toBe(200);
  });

  it('a raised limit waits 24 hours, then applies; the clock control gets there', async () => {
    await setLimit('DEPOSIT', 'WEEKLY', 5000);
    const raised = (await setLimit('DEPOSIT', 'WEEKLY', 20000)).body.result.depositLimits[1];
    expect(raised).toMatchObject({ amount: 5000, pending: { amount: 20000, effectiveAt: '2026-11-27T10:00:00.000Z' } });
    expect((await deposit(8000)).status).toBe(500);

    expect((await advance(24 * HOUR)).status).toBe(200);
    expect((await protection()).depositLimits[1]).toMatchObject({ amount: 20000, pending: null });
    // The session opened before lives on across the advance.
    expect((await deposit(8000)).status).toBe(200);
  });
});

describe('the loss limit', () => {
  it('refuses a bet whose worst case with the open bets exceeds what is left', async () => {
    await setLimit('LOSS', 'DAILY', 1000);
    expect((await back(600)).status).toBe(200);
    const refused = await back(500);
    expect(refused.status).toBe(500);
    expect(refused.body.error).toMatchObject({
      code: 4202,
      message: 'Loss limit reached: your loss limit leaves 1,000 until Friday, 27 November 2026 at 12:00 am IST.',
      protection: { reason: 'LOSS_LIMIT', period: 'DAILY', amountLeft: 1000 },
    });
    expect((await back(400)).status).toBe(200);
  });

  it('counts the net loss of bets settled in the period', async () => {
    await setLimit('LOSS', 'DAILY', 1000);
    expect((await back(600)).status).toBe(200);
    // Another runner wins: the 600 is lost.
    const settle = await fetch(`${API}/__mock/settle`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ marketId: RUNNER.marketId, result: { winnerRunnerId: RUNNER.runnerId + 1 } }),
    });
    expect(settle.status).toBe(200);
    expect((await protection()).lossLimits[0]).toMatchObject({ used: 600, left: 400 });
    const summary = await call<{ settledBets: number; netResult: number }>(`${RG}/GetSessionSummary?since=${encodeURIComponent(NOW)}`);
    expect(summary.body.result).toMatchObject({ settledBets: 1, netResult: -600 });
  });
});

describe('time-outs and self-exclusion', () => {
  it('a time-out ends the sessions and refuses login until its end; demo login still works', async () => {
    const taken = await call<{ kind: string; until: string }>(`${RG}/TakeTimeOut`, { body: { length: 'WEEK' } });
    expect(taken.body.result).toEqual({ kind: 'TIME_OUT', until: '2026-12-03T10:00:00.000Z' });
    expect((await call(`${RG}/GetProtection`)).status).toBe(401);

    const refused = await login();
    expect(refused.status).toBe(500);
    expect(refused.body.error).toMatchObject({
      code: 4203,
      message: 'You are taking a break until Thursday, 3 December 2026 at 3:30 pm IST.',
      protection: { reason: 'TIME_OUT', until: '2026-12-03T10:00:00.000Z' },
    });
    expect((await call('/Account/LoginAsDemoUser', { token: null })).status).toBe(200);

    await advance(7 * 24 * HOUR - 1000);
    expect((await login()).status).toBe(500);
    await advance(1000);
    expect((await login()).status).toBe(200);
  });

  it("a time-out ends only that player's sessions", async () => {
    await call(`${RG}/TakeTimeOut`, { body: { length: 'DAY' } });
    expect((await call(`${RG}/GetProtection`, { token: PLAYER2 })).status).toBe(200);
    expect((await login('player2')).status).toBe(200);
  });

  it('self-exclusion refuses login until its end', async () => {
    const taken = await call<{ kind: string; until: string }>(`${RG}/SelfExclude`, { body: { length: 'SIX_MONTHS' } });
    expect(taken.body.result).toEqual({ kind: 'SELF_EXCLUSION', until: '2027-05-26T10:00:00.000Z' });
    const refused = await login();
    expect(refused.body.error).toMatchObject({ code: 4204, protection: { reason: 'SELF_EXCLUSION', until: '2027-05-26T10:00:00.000Z' } });
  });
});

describe('the reality check setting', () => {
  it('keeps the chosen interval, and refuses off where the brand does not allow it', async () => {
    expect((await call<Protection>(`${RG}/SetRealityCheck`, { body: { intervalMinutes: 15 } })).body.result.realityCheckMinutes).toBe(15);
    const off = await call(`${RG}/SetRealityCheck`, { body: { intervalMinutes: null } });
    expect(off.status).toBe(500);
    expect(off.body.error?.message).toBe('Reality checks cannot be turned off on this site');
    expect((await protection()).realityCheckMinutes).toBe(15);
  });
});
