import { describe, expect, it } from 'vitest';
import { getState } from '../../mocks/db';
import { onMockEvent, type MockEvent } from '../../mocks/db/events';
import { setRunnerPrice } from '../../mocks/db/services/odds-moves';
import { API, PLAYER1, RUNNER, post, type Envelope } from '../support/mock-api';

// Unmatched bets in the mock backend (our proposal; openapi Bet/PlaceBetV2 "Unmatched bets",
// Bet/CancelBet, Bet/CancelMarketBets): what rests, what exposure counts, what cancelling gives back,
// and the price stream matching a resting bet.

interface OpenBetsResult {
  balance: number;
  exposure: number;
  openBets: Array<{
    betId: number;
    stake: number;
    odds: number;
    matchedStake?: number;
    averageMatchedOdds?: number;
    unmatchedStake?: number;
  }>;
}

async function openBets(): Promise<OpenBetsResult> {
  const response = await fetch(`${API}/Bet/GetUserOpenBets`, { headers: { Authorization: `Bearer ${PLAYER1}` } });
  return ((await response.json()) as Envelope<OpenBetsResult>).result;
}

interface Placed {
  betId: number;
  status: string;
  matchedStake: number;
  matchedRate: number;
  unmatchedStake?: number;
  exposure: number;
}

function runner() {
  const found = getState()
    .markets.find((market) => market.marketId === RUNNER.marketId)
    ?.runners.find((r) => r.id === RUNNER.runnerId);
  if (!found) throw new Error('the seed lacks runner 1003011');
  return found;
}

describe('unmatched bets in the mock backend', () => {
  it('rests a back asked above the best price, counts its stake in exposure, and cancels it back', async () => {
    const before = await openBets();
    const placed = await post<Placed>('/Bet/PlaceBetV2', { ...RUNNER, type: 1, rate: 2.6, stake: 500, keepUnmatched: true });
    expect(placed.status).toBe(200);
    expect(placed.body.result).toMatchObject({ status: 'UNMATCHED', matchedStake: 0, matchedRate: 2.6, unmatchedStake: 500 });
    const after = await openBets();
    expect(after.exposure).toBe(before.exposure + 500);
    expect(after.openBets.find((bet) => bet.betId === placed.body.result.betId)).toMatchObject({
      stake: 500,
      odds: 2.6,
      matchedStake: 0,
      unmatchedStake: 500,
    });

    const partly = await post<{ cancelledStake: number; unmatchedStake: number; exposure: number }>('/api/services/app/Bet/CancelBet', {
      betId: placed.body.result.betId,
      size: 200,
    });
    expect(partly.body.result).toMatchObject({ cancelledStake: 200, unmatchedStake: 300, exposure: before.exposure + 300 });
    const all = await post<{ cancelledStake: number; unmatchedStake: number; exposure: number }>('/api/services/app/Bet/CancelBet', {
      betId: placed.body.result.betId,
    });
    expect(all.body.result).toMatchObject({ cancelledStake: 300, unmatchedStake: 0, exposure: before.exposure });
    expect((await openBets()).openBets.some((bet) => bet.betId === placed.body.result.betId)).toBe(false);
    const again = await post('/api/services/app/Bet/CancelBet', { betId: placed.body.result.betId });
    expect(again.status).toBe(500);
    expect(again.body.error?.message).toBe('Bet not found');
  });

  it('lowers a resting stake to a target, so the same request sent twice cancels once', async () => {
    const placed = await post<Placed>('/Bet/PlaceBetV2', { ...RUNNER, type: 1, rate: 2.6, stake: 5000, keepUnmatched: true });
    const body = { betId: placed.body.result.betId, remainingSize: 1000 };
    const first = await post<{ cancelledStake: number; unmatchedStake: number }>('/api/services/app/Bet/CancelBet', body);
    expect(first.body.result).toMatchObject({ cancelledStake: 4000, unmatchedStake: 1000 });
    const retry = await post<{ cancelledStake: number; unmatchedStake: number }>('/api/services/app/Bet/CancelBet', body);
    expect(retry.body.result).toMatchObject({ cancelledStake: 0, unmatchedStake: 1000 });
    await post('/api/services/app/Bet/CancelBet', { betId: placed.body.result.betId });
  });

  it('never rests a fill-or-kill bet: one the book cannot fill is refused whole, one it can matches all', async () => {
    const before = await openBets();
    const levels = runner().back;
    const shown = levels.reduce((sum, level) => sum + level.size, 0);
    const lowest = levels.at(-1)?.price ?? 0;
    const fillOrKill = { ...RUNNER, type: 1, rate: lowest, keepUnmatched: true, timeInForce: 'FILL_OR_KILL' };
    const refused = await post<Placed>('/Bet/PlaceBetV2', { ...fillOrKill, stake: shown + 100 });
    expect(refused.status).toBe(500);
    expect(refused.body.error?.message).toBe('Not matched: the book could not fill it at once');
    expect((await openBets()).openBets).toHaveLength(before.openBets.length);
    const filled = await post<Placed>('/Bet/PlaceBetV2', { ...fillOrKill, stake: 100 });
    expect(filled.body.result).toMatchObject({ status: 'MATCHED', matchedStake: 100 });
    expect(filled.body.result.unmatchedStake ?? 0).toBe(0);
  });

  it('counts an unmatched lay by its liability', async () => {
    const before = await openBets();
    // Best lay is one tick above 2.5 (2.52): a lay at 2.4 rests; its liability is 1000 × 1.4.
    const placed = await post<Placed>('/Bet/PlaceBetV2', { ...RUNNER, type: 2, rate: 2.4, stake: 1000, keepUnmatched: true });
    expect(placed.body.result).toMatchObject({ status: 'UNMATCHED', unmatchedStake: 1000 });
    expect((await openBets()).exposure).toBe(before.exposure + 1400);
  });

  it('matches across the levels and rests the rest when the stake is more than the book shows', async () => {
    const levels = runner().back;
    const shown = levels.reduce((sum, level) => sum + level.size, 0);
    const lowest = levels.at(-1)?.price ?? 0;
    const placed = await post<Placed>('/Bet/PlaceBetV2', { ...RUNNER, type: 1, rate: lowest, stake: shown + 100, keepUnmatched: true });
    const average = levels.reduce((sum, level) => sum + level.price * level.size, 0) / shown;
    expect(placed.body.result).toMatchObject({ status: 'UNMATCHED', matchedStake: shown, unmatchedStake: 100 });
    expect(placed.body.result.matchedRate).toBeCloseTo(average, 2);
  });

  it('still refuses a better price for a client that does not ask to keep it unmatched', async () => {
    const placed = await post('/Bet/PlaceBetV2', { ...RUNNER, type: 1, rate: 2.6, stake: 100 });
    expect(placed.status).toBe(500);
    expect(placed.body.error?.message).toBe('Odds changed: now 2.5');
  });

  it('matches a resting bet when the price stream reaches it and tells the player', async () => {
    const placed = await post<Placed>('/Bet/PlaceBetV2', { ...RUNNER, type: 1, rate: 2.6, stake: 100, keepUnmatched: true });
    const events: MockEvent[] = [];
    const stop = onMockEvent((event) => events.push(event));
    try {
      setRunnerPrice(getState(), RUNNER.runnerId, 2.58);
      expect(events.some((event) => event.type === 'betMatched')).toBe(false);
      setRunnerPrice(getState(), RUNNER.runnerId, 2.62);
    } finally {
      stop();
    }
    expect(events.find((event) => event.type === 'betMatched')).toMatchObject({
      betId: placed.body.result.betId,
      matchedNow: 100,
      matchedStake: 100,
      averageMatchedOdds: 2.62,
      unmatchedStake: 0,
    });
    expect((await openBets()).openBets.find((bet) => bet.betId === placed.body.result.betId)).toMatchObject({
      matchedStake: 100,
      averageMatchedOdds: 2.62,
      unmatchedStake: 0,
    });
  });

  it('cancels every unmatched bet of a market at once and leaves matched ones', async () => {
    const before = await openBets();
    await post('/Bet/PlaceBetV2', { ...RUNNER, type: 1, rate: 2.5, stake: 100 });
    await post('/Bet/PlaceBetV2', { ...RUNNER, type: 1, rate: 2.7, stake: 200, keepUnmatched: true });
    await post('/Bet/PlaceBetV2', { ...RUNNER, runnerId: 1003012, type: 1, rate: 9, stake: 300, keepUnmatched: true });
    const cancelled = await post<{ cancelledBets: number; cancelledStake: number; exposure: number }>(
      '/api/services/app/Bet/CancelMarketBets',
      { marketId: RUNNER.marketId },
    );
    expect(cancelled.body.result).toMatchObject({ cancelledBets: 2, cancelledStake: 500, exposure: before.exposure + 100 });
    const again = await post<{ cancelledBets: number }>('/api/services/app/Bet/CancelMarketBets', { marketId: RUNNER.marketId });
    expect(again.body.result.cancelledBets).toBe(0);
  });
});
