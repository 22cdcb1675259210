import { describe, expect, it } from 'vitest';
import { API, PLAYER1, RUNNER, post, type Envelope } from '../support/mock-api';

// Changing the odds of a resting bet in the mock backend (our proposal; openapi Bet/ReplaceBet): what
// rests is cancelled and placed again at the new odds with the same persistence, both or neither,
// and the answer says what had matched meanwhile.

async function control(path: string, body: unknown): Promise<number> {
  const response = await fetch(`${API}/__mock/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

interface OpenBet {
  betId: number;
  stake: number;
  odds: number;
  matchedStake?: number;
  unmatchedStake?: number;
  persistence?: string;
}

async function openBets(): Promise<{ exposure: number; openBets: OpenBet[] }> {
  const response = await fetch(`${API}/Bet/GetUserOpenBets`, { headers: { Authorization: `Bearer ${PLAYER1}` } });
  return ((await response.json()) as Envelope<{ exposure: number; openBets: OpenBet[] }>).result;
}

interface Replaced {
  betId: number;
  cancelledStake: number;
  matchedStake: number;
  newBet: { betId: number; status: string; matchedStake: number; matchedRate: number; unmatchedStake?: number };
  exposure: number;
}

const rest = async (body: object) =>
  (await post<{ betId: number }>('/Bet/PlaceBetV2', { ...RUNNER, type: 1, keepUnmatched: true, ...body })).body.result.betId;
const replace = (betId: number, newOdds: number) => post<Replaced>('/api/services/app/Bet/ReplaceBet', { betId, newOdds });

describe('Bet/ReplaceBet in the mock backend', () => {
  it('moves what rests to the new odds as a new bet with the same persistence', async () => {
    const before = await openBets();
    const betId = await rest({ rate: 3, stake: 500, persistence: 'PERSIST' });
    const answer = await replace(betId, 3.2);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ betId, cancelledStake: 500, matchedStake: 0, exposure: before.exposure + 500 });
    expect(answer.body.result.newBet).toMatchObject({ status: 'UNMATCHED', matchedStake: 0, matchedRate: 3.2, unmatchedStake: 500 });
    const after = await openBets();
    expect(after.openBets.some((bet) => bet.betId === betId)).toBe(false);
    expect(after.openBets.find((bet) => bet.betId === answer.body.result.newBet.betId)).toMatchObject({
      odds: 3.2,
      matchedStake: 0,
      unmatchedStake: 500,
      persistence: 'PERSIST',
    });
  });

  it('says what had matched meanwhile and replaces only what still rests', async () => {
    const betId = await rest({ rate: 3, stake: 500 });
    expect(await control('match-against', { betId, size: 200 })).toBe(200);
    const answer = await replace(betId, 3.2);
    expect(answer.body.result).toMatchObject({ cancelledStake: 300, matchedStake: 200 });
    expect(answer.body.result.newBet).toMatchObject({ unmatchedStake: 300 });
    const bets = (await openBets()).openBets;
    expect(bets.find((bet) => bet.betId === betId)).toMatchObject({ matchedStake: 200, unmatchedStake: 0 });
    expect(bets.find((bet) => bet.betId === answer.body.result.newBet.betId)).toMatchObject({ stake: 300, persistence: 'LAPSE' });
  });

  it('matches at once when the new odds are on offer', async () => {
    const betId = await rest({ rate: 3, stake: 100 });
    const answer = await replace(betId, 2.5);
    expect(answer.body.result.newBet).toMatchObject({ status: 'MATCHED', matchedStake: 100, matchedRate: 2.5 });
  });

  it('refuses and leaves the bet as it was when nothing rests, the bet is unknown, or the market is suspended', async () => {
    expect((await replace(999999, 3)).body.error?.message).toBe('Bet not found');
    const gone = await rest({ rate: 3, stake: 100 });
    await control('match-against', { betId: gone, size: 100 });
    expect((await replace(gone, 3.2)).body.error?.message).toBe('Bet has no unmatched part');

    const kept = await rest({ rate: 3, stake: 400, persistence: 'PERSIST' });
    expect(await control('market-status', { marketId: RUNNER.marketId, status: 'SUSPENDED' })).toBe(200);
    const refused = await replace(kept, 3.2);
    expect(refused.status).toBe(500);
    expect((await openBets()).openBets.find((bet) => bet.betId === kept)).toMatchObject({ odds: 3, unmatchedStake: 400 });
  });
});
