import { describe, expect, it } from 'vitest';
import { getState } from '../../mocks/db';
import { onMockEvent, type MockEvent } from '../../mocks/db/events';
import { stepOdds } from '../../mocks/db/services/odds-moves';

// The mock is an exchange (openapi Bet/PlaceBetV2 `persistence`, hub BetLapsed; our proposal):
// matching takes size off the book and the stream refills it, a resting order is in the book for
// others to take, and resting bets lapse when the market suspends or turns in-play unless kept. The
// controls that drive it are the HTTP ones under /__mock/.

const API = 'http://api.test';
const PLAYER1 = 'mock-at-2-0';
const PLAYER2 = 'mock-at-3-0';
// Event 1003 (upcoming, no bet delay): its first match-odds runner's best back is 2.5, best lay 2.52.
const RUNNER = { eventId: 1003, marketId: 100301, runnerId: 1003011 };

interface Envelope<T> {
  success: boolean;
  result: T;
  error?: { message: string };
}

async function post<T>(path: string, body: unknown, token = PLAYER1): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

async function control<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${API}/__mock/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

interface OpenBet {
  betId: number;
  stake: number;
  odds: number;
  matchedStake?: number;
  averageMatchedOdds?: number;
  unmatchedStake?: number;
  persistence?: string;
}

async function openBets(token = PLAYER1): Promise<{ balance: number; exposure: number; openBets: OpenBet[] }> {
  const response = await fetch(`${API}/Bet/GetUserOpenBets`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as Envelope<{ balance: number; exposure: number; openBets: OpenBet[] }>).result;
}

interface Level {
  price: number;
  size: number;
}

async function shownRunner(): Promise<{ back: Level[]; lay: Level[] }> {
  const response = await fetch(`${API}/Odds/GetUserOddsV2?eventId=${RUNNER.eventId}`);
  const odds = ((await response.json()) as Envelope<{ matchOdds: { runners: Array<{ id: number; back: Level[]; lay: Level[] }> } }>).result;
  const found = odds.matchOdds.runners.find((runner) => runner.id === RUNNER.runnerId);
  if (!found) throw new Error('runner 1003011 is not shown');
  return found;
}

function record() {
  const found = getState()
    .markets.find((market) => market.marketId === RUNNER.marketId)
    ?.runners.find((r) => r.id === RUNNER.runnerId);
  if (!found) throw new Error('the seed lacks runner 1003011');
  return found;
}

function recordEvents(): { events: MockEvent[]; stop: () => void } {
  const events: MockEvent[] = [];
  const stop = onMockEvent((event) => events.push(event));
  return { events, stop };
}

const place = (body: object, token = PLAYER1) =>
  post<{ betId: number; status: string; matchedStake: number; matchedRate: number; unmatchedStake?: number }>(
    '/Bet/PlaceBetV2',
    { ...RUNNER, ...body },
    token,
  );

describe('matching consumes the book', () => {
  it('takes a matched back off the level it used, and the next level shows once one is used up', async () => {
    const [best, second] = record().back;
    if (!best || !second) throw new Error('the seed has three back levels');
    const placed = await place({ type: 1, rate: best.price, stake: 100, keepUnmatched: true });
    expect(placed.body.result).toMatchObject({ status: 'MATCHED', matchedStake: 100 });
    expect((await shownRunner()).back[0]).toEqual({ price: best.price, size: best.size - 100 });

    // Take all that is left at the best price and a part of the next: the best level is gone.
    const rest = best.size - 100;
    await place({ type: 1, rate: second.price, stake: rest + 50, keepUnmatched: true });
    const shown = await shownRunner();
    expect(shown.back[0]).toEqual({ price: second.price, size: second.size - 50 });
    expect(shown.back.some((level) => level.price === best.price)).toBe(false);
  });

  it('refills a thinned book as the price stream moves', async () => {
    const [best] = record().back;
    if (!best) throw new Error('no best back');
    await place({ type: 1, rate: best.price, stake: best.size, keepUnmatched: true });
    expect(record().back).toHaveLength(2);
    stepOdds(getState());
    expect(record().back).toHaveLength(3);
    expect(record().lay).toHaveLength(3);
  });
});

describe("a player's resting order is in the book", () => {
  it('shows an unmatched back at 3.0 for 500 as 500 more to lay at 3.0, and another player laying there matches it', async () => {
    // 2.52, 2.54, 2.56 are the lay levels: 2.54 (two ticks up) keeps the order within the three shown.
    const price = 2.54;
    const before = record().lay.find((level) => level.price === price)?.size ?? 0;
    const resting = await place({ type: 1, rate: price, stake: 500, keepUnmatched: true });
    expect(resting.body.result).toMatchObject({ status: 'UNMATCHED', unmatchedStake: 500 });
    expect((await shownRunner()).lay.find((level) => level.price === price)).toEqual({ price, size: before + 500 });

    // player2 lays at 2.54 for all of the 2.52 level and 300 more: at 2.54 the resting order, older
    // than the rest of the market's offer there, matches first.
    const { events, stop } = recordEvents();
    const best = record().lay[0];
    if (!best) throw new Error('no best lay');
    const laid = await place({ type: 2, rate: price, stake: best.size + 300, keepUnmatched: true }, PLAYER2);
    stop();
    expect(laid.body.result).toMatchObject({ status: 'MATCHED', matchedStake: best.size + 300 });
    const matched = events.find((event) => event.type === 'betMatched');
    expect(matched).toMatchObject({ userId: 2, betId: resting.body.result.betId, matchedNow: 300, matchedStake: 300, unmatchedStake: 200 });
    const mine = (await openBets()).openBets.find((bet) => bet.betId === resting.body.result.betId);
    expect(mine).toMatchObject({ matchedStake: 300, averageMatchedOdds: price, unmatchedStake: 200 });
    // The level at 2.54 was not touched: the order took those 300.
    expect(record().lay.find((level) => level.price === price)?.size).toBe(before);
  });

  it('never matches a player against their own order', async () => {
    const price = 2.54;
    const [best, second] = record().lay;
    if (!best || !second) throw new Error('the seed has three lay levels');
    const own = await place({ type: 1, rate: price, stake: 500, keepUnmatched: true });
    // A lay at 2.54 for more than the market offers up to 2.54 takes the market's levels, not the
    // player's own 500 shown there, and rests the rest.
    const laid = await place({ type: 2, rate: price, stake: best.size + second.size + 100, keepUnmatched: true });
    expect(laid.body.result).toMatchObject({ status: 'UNMATCHED', matchedStake: best.size + second.size, unmatchedStake: 100 });
    expect((await openBets()).openBets.find((bet) => bet.betId === own.body.result.betId)).toMatchObject({ unmatchedStake: 500 });
  });

  it('matchAgainst: another player takes part of a resting order at its odds (POST /__mock/match-against)', async () => {
    const resting = await place({ type: 1, rate: 3, stake: 500, keepUnmatched: true });
    const { events, stop } = recordEvents();
    const answer = await control<{ ok: boolean; matchedStake: number; unmatchedStake: number }>('match-against', {
      betId: resting.body.result.betId,
      size: 200,
    });
    stop();
    expect(answer).toEqual({ status: 200, body: { ok: true, betId: resting.body.result.betId, matchedStake: 200, unmatchedStake: 300 } });
    expect(events.find((event) => event.type === 'betMatched')).toMatchObject({
      matchedNow: 200,
      averageMatchedOdds: 3,
      unmatchedStake: 300,
    });
    expect(events.some((event) => event.type === 'balance' && event.userId === 2)).toBe(true);
    const after = await openBets();
    // Exposure: matched back 200 at 3.0 loses 200 if the runner loses; the 300 resting counts its stake.
    expect(after.exposure).toBe(500);
    expect((await control('match-against', { betId: 999999, size: 1 })).status).toBe(400);
  });
});

describe('orders lapse', () => {
  it('suspending the market lapses what rests, returns its exposure and keeps a Keep bet (POST /__mock/market-status)', async () => {
    const lapsing = await place({ type: 1, rate: 3, stake: 500, keepUnmatched: true });
    const kept = await place({ type: 1, rate: 3.05, stake: 400, keepUnmatched: true, persistence: 'PERSIST' });
    const partly = await place({ type: 1, rate: 3.1, stake: 300, keepUnmatched: true });
    await control('match-against', { betId: partly.body.result.betId, size: 100 });
    expect((await openBets()).exposure).toBe(1200);

    const { events, stop } = recordEvents();
    const answer = await control<{ ok: boolean; lapsedBetIds: number[] }>('market-status', {
      marketId: RUNNER.marketId,
      status: 'SUSPENDED',
    });
    stop();
    expect(answer.body.lapsedBetIds.sort()).toEqual([lapsing.body.result.betId, partly.body.result.betId].sort());
    expect(events.filter((event) => event.type === 'betLapsed')).toEqual([
      expect.objectContaining({ betId: lapsing.body.result.betId, lapsedStake: 500, matchedStake: 0, reason: 'SUSPENDED' }),
      expect.objectContaining({ betId: partly.body.result.betId, lapsedStake: 200, matchedStake: 100, reason: 'SUSPENDED' }),
    ]);
    expect(events.some((event) => event.type === 'marketStatus' && event.status === 'SUSPENDED')).toBe(true);

    const after = await openBets();
    // The Keep bet's 400 and the matched 100 of the partly matched one stay at risk.
    expect(after.exposure).toBe(500);
    expect(after.openBets.map((bet) => bet.betId).sort()).toEqual([kept.body.result.betId, partly.body.result.betId].sort());
    expect(after.openBets.find((bet) => bet.betId === kept.body.result.betId)).toMatchObject({
      unmatchedStake: 400,
      persistence: 'PERSIST',
    });
    expect(after.openBets.find((bet) => bet.betId === partly.body.result.betId)).toMatchObject({
      unmatchedStake: 0,
      matchedStake: 100,
      persistence: 'LAPSE',
    });

    const history = await post<{ items: Array<{ betId: number; result: string; stake: number; odds: number; profitLoss: string }> }>(
      '/Bet/GetUserBetHistory',
      { maxResultCount: 10, skipCount: 0 },
    );
    expect(history.body.result.items.find((item) => item.betId === lapsing.body.result.betId)).toMatchObject({
      result: 'LAPSED',
      stake: 500,
      odds: 3,
    });

    // A suspended market takes no bets; opening it again does.
    expect((await place({ type: 1, rate: 2.5, stake: 100 })).status).toBe(500);
    await control('market-status', { marketId: RUNNER.marketId, status: 'ACTIVE' });
    expect((await place({ type: 1, rate: 2.5, stake: 100 })).status).toBe(200);
  });

  it('turning the event in-play lapses its resting bets (POST /__mock/turn-in-play)', async () => {
    const resting = await place({ type: 2, rate: 2, stake: 1000, keepUnmatched: true });
    const { events, stop } = recordEvents();
    const answer = await control<{ lapsedBetIds: number[] }>('turn-in-play', { eventId: RUNNER.eventId });
    stop();
    expect(answer.body.lapsedBetIds).toEqual([resting.body.result.betId]);
    expect(events.find((event) => event.type === 'betLapsed')).toMatchObject({ lapsedStake: 1000, reason: 'IN_PLAY' });
    expect((await openBets()).exposure).toBe(0);
    expect(
      getState()
        .markets.filter((market) => market.eventId === RUNNER.eventId)
        .every((market) => market.inPlay),
    ).toBe(true);
    expect((await control('turn-in-play', { eventId: 424242 })).status).toBe(400);
  });
});
