import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetDb, setNow } from '../../mocks/node';
import { API, PLAYER1 } from '../support/mock-api';

// A time-out or self-exclusion ends the player's casino session too (docs/contracts.md "Player
// protection"): the casino token issued before the break stops working, and the providers refuse a
// launch with the break's end until it is over.

const HOUR = 3_600_000;
// Thursday 26 November 2026, 15:30 IST.
const NOW = '2026-11-26T10:00:00.000Z';
const PLAYER1_CASINO = 'mock-casino-2';
const PLAYER2_CASINO = 'mock-casino-3';
const RG = '/api/services/app/ResponsibleGambling';

interface Answer {
  status: number;
  body: unknown;
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.json() };
}

const post = (url: string, body: unknown, token: string | null = null) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).then(answer);

/** Each provider's launch as the app calls it (src/features/casino/launch-game.ts). */
const launches = {
  lotus: (token: string) =>
    post('https://lotus.casino-test.example/lotus/api/auth/login', { token, gameId: 'teen-patti', platform: 'desktop' }),
  aura: (token: string) => post('https://aura.casino-test.example/aura/api/token', { token, gameId: 'roulette', platform: 'desktop' }),
  royal: (token: string) =>
    fetch('https://royal.casino-test.example/royal/login', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).then(answer),
};

async function launchEverywhere(token: string): Promise<Answer[]> {
  return Promise.all(Object.values(launches).map((launch) => launch(token)));
}

const advance = (ms: number) => post(`${API}/__mock/clock`, { advanceMs: ms });
const login = async (): Promise<{ status: number; casinoToken: string | undefined }> => {
  const { status, body } = await post(`${API}/Account/Authenticate`, { userNameOrEmailAddress: 'player1', password: 'Player@123' });
  return { status, casinoToken: (body as { result?: { casinoToken?: string } }).result?.casinoToken };
};

beforeEach(() => {
  setNow(NOW);
  resetDb();
});
afterEach(() => {
  setNow(null);
});

describe('a break closes the casino', () => {
  it('a time-out refuses every provider launch with its end; after it, a new login’s casino token plays', async () => {
    expect((await launches.lotus(PLAYER1_CASINO)).status).toBe(200);
    expect((await post(`${API}${RG}/TakeTimeOut`, { length: 'DAY' }, PLAYER1)).status).toBe(200);

    const refusal = { status: 401, body: { message: 'You are taking a break until Friday, 27 November 2026 at 3:30 pm IST.' } };
    expect(await launchEverywhere(PLAYER1_CASINO)).toEqual([refusal, refusal, refusal]);

    await advance(24 * HOUR - 1000);
    expect((await launches.lotus(PLAYER1_CASINO)).body).toEqual(refusal.body);
    await advance(1000);
    // The break is over, but the token from before it stays revoked: only a new login opens the casino.
    const expired = { status: 401, body: { message: 'Session expired' } };
    expect(await launchEverywhere(PLAYER1_CASINO)).toEqual([expired, expired, expired]);
    const { status, casinoToken } = await login();
    expect(status).toBe(200);
    expect(casinoToken).toEqual(expect.any(String));
    expect(casinoToken).not.toBe(PLAYER1_CASINO);
    expect((await launchEverywhere(casinoToken ?? '')).map((launch) => launch.status)).toEqual([200, 200, 200]);
  });

  it('self-exclusion refuses a launch with its end', async () => {
    expect((await post(`${API}${RG}/SelfExclude`, { length: 'SIX_MONTHS' }, PLAYER1)).status).toBe(200);
    expect(await launches.aura(PLAYER1_CASINO)).toEqual({
      status: 401,
      body: { message: 'You have excluded yourself from this site until Wednesday, 26 May 2027 at 3:30 pm IST.' },
    });
  });

  it("leaves other players' casino open", async () => {
    await post(`${API}${RG}/TakeTimeOut`, { length: 'WEEK' }, PLAYER1);
    expect((await launches.lotus(PLAYER2_CASINO)).status).toBe(200);
  });
});
