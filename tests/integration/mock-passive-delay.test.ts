import { afterEach, describe, expect, it } from 'vitest';
import { getState } from '../../mocks/db';
import { setBetDelayScale } from '../../mocks/node';
import { stepTicks } from '@/lib/exchange/ladder';

// Betfair's passive delay in the mock (openapi UserLimit.limit.passiveDelay, our proposal): in-play,
// an order that does not reach the best opposite price is placed at once and rests; one that
// reaches it waits the market's delayTime first.

const API = 'http://api.test';
const PLAYER1 = 'mock-at-2-0';
// Event 1001 is in play: match odds 100101 has a 5 s delay, its bookmaker 100102 3 s.
const RUNNER = { eventId: 1001, marketId: 100101, runnerId: 1001011 };
// 5000 ms × 0.1: long enough to tell apart from no delay, short enough for a test.
const SCALE = 0.1;

interface Envelope<T> {
  result: T;
  error?: { message: string };
}

async function place(body: Record<string, unknown>): Promise<{ status: number; body: Envelope<{ status: string; betId: number }> }> {
  const response = await fetch(`${API}/Bet/PlaceBetV2`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${PLAYER1}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<{ status: string; betId: number }> };
}

function bestBack(): number {
  const runner = getState()
    .markets.find((market) => market.marketId === RUNNER.marketId)
    ?.runners.find((candidate) => candidate.id === RUNNER.runnerId);
  const best = runner?.back.filter((level) => level.size > 0).reduce((a, b) => (b.price > a.price ? b : a));
  if (!best) throw new Error('runner 1001011 has no back offer');
  return best.price;
}

/** How long the answer took, and when the bet says it was placed (ms after the request). */
async function timed(body: Record<string, unknown>): Promise<{ tookMs: number; placedAfterMs: number; status: string }> {
  const sentAt = Date.now();
  const answer = await place(body);
  const tookMs = Date.now() - sentAt;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const bet = getState().bets.find((candidate) => candidate.betId === answer.body.result.betId);
  if (!bet) throw new Error('the placed bet is not in the mock state');
  return { tookMs, placedAfterMs: Date.parse(bet.placeTime) - sentAt, status: answer.body.result.status };
}

describe('the passive delay', () => {
  afterEach(() => setBetDelayScale(0));

  it('says so on the exchange markets’ limits only', async () => {
    const response = await fetch(`${API}/Odds/GetUserLimits?eventId=${RUNNER.eventId}`);
    const limits = (
      (await response.json()) as Envelope<Array<{ marketType: string; limit: { delayTime: number; passiveDelay?: boolean } }>>
    ).result;
    const matchOdds = limits.find((entry) => entry.marketType === 'match_odd');
    expect(matchOdds?.limit).toMatchObject({ delayTime: 5000, passiveDelay: true });
    const bookmaker = limits.find((entry) => entry.marketType === 'bookmaker');
    expect(bookmaker?.limit.delayTime).toBe(3000);
    expect(bookmaker?.limit.passiveDelay).toBeUndefined();
  });

  it('places an in-play order that does not reach the best price at once, where it rests', async () => {
    // The full 5 s delay: "at once" is judged against half of it, which a loaded machine never reaches.
    setBetDelayScale(1);
    const above = stepTicks(bestBack(), 3);
    const passive = await timed({ ...RUNNER, type: 1, rate: above, stake: 100, keepUnmatched: true });
    expect(passive.status).toBe('UNMATCHED');
    expect(passive.tookMs).toBeLessThan(2500);
    expect(Math.abs(passive.placedAfterMs)).toBeLessThan(2500);
  });

  it('holds an in-play order that reaches the best price for the delay', async () => {
    setBetDelayScale(SCALE);
    const crossing = await timed({ ...RUNNER, type: 1, rate: bestBack(), stake: 100, keepUnmatched: true });
    expect(crossing.status).toBe('MATCHED');
    expect(crossing.tookMs).toBeGreaterThanOrEqual(5000 * SCALE - 5);
    expect(crossing.placedAfterMs).toBeGreaterThanOrEqual(5000 * SCALE - 5);
  });

  it('still holds every in-play bet on a market without it', async () => {
    setBetDelayScale(SCALE);
    const bookmaker = { eventId: 1001, marketId: 100102 };
    const market = getState().markets.find((candidate) => candidate.marketId === bookmaker.marketId);
    const runner = market?.runners.find((candidate) => candidate.status === 'ACTIVE' && candidate.back[0]);
    if (!market || !runner?.back[0]) throw new Error('the seed lacks an open bookmaker runner on event 1001');
    expect(market.limit.delayTime).toBe(3000);
    const held = await timed({ ...bookmaker, runnerId: runner.id, type: 1, rate: runner.back[0].price, stake: 100 });
    expect(held.tookMs).toBeGreaterThanOrEqual(3000 * SCALE - 5);
  });
});
