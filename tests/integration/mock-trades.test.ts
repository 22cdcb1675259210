import { describe, expect, it } from 'vitest';
import { getRunnerLadder, getRunnerPriceHistory, getUserOdds, placeBet } from '@/api/generated/sdk.gen';
import type { PlaceBetRequest, RunnerLadder } from '@/api/generated/types.gen';

// The mock trades for real (openapi Odds/GetRunnerLadder, GetRunnerPriceHistory, Runner
// lastPriceTraded/totalMatched; our proposal): every match is a trade at its price and size, seen
// through the generated client as the app sees it.

const API = 'http://api.test';
const PLAYER1 = { baseUrl: API, headers: { Authorization: 'Bearer mock-at-2-0' }, throwOnError: true } as const;
const VISITOR = { baseUrl: API, throwOnError: true } as const;
// Event 1003 (upcoming, no bet delay): its first match-odds runner backs at 2.5 and lays at 2.52,
// and the seed's history last traded it at 2.52.
const RUNNER = { eventId: 1003, marketId: 100301, runnerId: 1003011 };
const BOOKMAKER_RUNNER = { marketId: 100302, runnerId: 1003021 };

const paisa = (rupees: number): number => Math.round(rupees * 100);

async function ladder(): Promise<RunnerLadder> {
  const { data } = await getRunnerLadder({ ...VISITOR, query: { marketId: RUNNER.marketId, runnerId: RUNNER.runnerId } });
  return data.result;
}

async function runnerRow() {
  const { data } = await getUserOdds({ ...VISITOR, query: { eventId: RUNNER.eventId } });
  const market = data.result.matchOdds;
  const runner = market?.runners.find((candidate) => candidate.id === RUNNER.runnerId);
  if (!market || !runner) throw new Error('runner 1003011 is not shown');
  return { market, runner };
}

async function place(body: Omit<PlaceBetRequest, 'eventId' | 'marketId' | 'runnerId'>) {
  const { data } = await placeBet({ ...PLAYER1, body: { ...RUNNER, keepUnmatched: true, ...body } });
  return data.result;
}

const volumeAt = (book: RunnerLadder, price: number): number => book.traded.find((level) => level.price === price)?.size ?? 0;

describe('trades in the mock', () => {
  it("moves the last traded price, the volume at the price and the totals by a matched bet's size", async () => {
    const before = await ladder();
    expect(before.lastPriceTraded).toBe(2.52);
    expect(paisa(before.traded.reduce((sum, level) => sum + level.size, 0))).toBe(paisa(before.totalMatched));

    // A back at 2.5 takes 1,234.56 of what the back column offers at 2.5.
    const placed = await place({ type: 1, rate: 2.5, stake: 1234.56 });
    expect(placed).toMatchObject({ status: 'MATCHED', matchedStake: 1234.56 });

    const after = await ladder();
    expect(after.lastPriceTraded).toBe(2.5);
    expect(paisa(volumeAt(after, 2.5) - volumeAt(before, 2.5))).toBe(123456);
    expect(paisa(after.totalMatched - before.totalMatched)).toBe(123456);
    expect(paisa(after.marketTotalMatched - before.marketTotalMatched)).toBe(123456);
    expect(paisa(after.traded.reduce((sum, level) => sum + level.size, 0))).toBe(paisa(after.totalMatched));
    expect(after.traded.filter((level) => level.price !== 2.5)).toEqual(before.traded.filter((level) => level.price !== 2.5));

    const { trades } = (await getRunnerPriceHistory({ ...VISITOR, query: { marketId: RUNNER.marketId, runnerId: RUNNER.runnerId } })).data
      .result;
    expect(trades.at(-1)).toEqual({ time: expect.any(String), price: 2.5, size: 1234.56 });

    const { market, runner } = await runnerRow();
    expect(runner).toMatchObject({ lastPriceTraded: 2.5, totalMatched: after.totalMatched });
    expect(market.totalMatched).toBe(after.marketTotalMatched);
    expect(market.priceLadder).toEqual({ type: 'CLASSIC' });
    expect(paisa(market.runners.reduce((sum, each) => sum + (each.totalMatched ?? 0), 0))).toBe(paisa(after.marketTotalMatched));
  });

  it('records a resting bet matched when the book moves to it, and shows every resting order in the full book', async () => {
    const resting = await place({ type: 1, rate: 2.6, stake: 100 });
    expect(resting).toMatchObject({ status: 'UNMATCHED', unmatchedStake: 100 });
    const far = await place({ type: 2, rate: 1.5, stake: 200 });
    expect(far).toMatchObject({ status: 'UNMATCHED', unmatchedStake: 200 });

    const before = await ladder();
    // A resting back is money to lay at its price, a resting lay money to back, however far off.
    expect(before.lay).toContainEqual({ price: 2.6, size: 100 });
    expect(before.back.at(-1)).toEqual({ price: 1.5, size: 200 });
    expect(before.back.map((level) => level.price)).toEqual([...before.back.map((level) => level.price)].sort((a, b) => b - a));

    const moved = await fetch(`${API}/__mock/runner-price`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ runnerId: RUNNER.runnerId, bestBack: 2.6 }),
    });
    expect(moved.status).toBe(200);

    const after = await ladder();
    expect(after.lastPriceTraded).toBe(2.6);
    expect(paisa(volumeAt(after, 2.6) - volumeAt(before, 2.6))).toBe(10000);
    expect(paisa(after.totalMatched - before.totalMatched)).toBe(10000);
    expect(after.lay.find((level) => level.price === 2.6)).toBeUndefined();
  });

  it('answers the ladder and the history of exchange runners only', async () => {
    for (const query of [
      BOOKMAKER_RUNNER,
      { marketId: RUNNER.marketId, runnerId: 4242 },
      { marketId: 100305, runnerId: RUNNER.runnerId },
    ]) {
      const refused = await getRunnerLadder({ baseUrl: API, query, throwOnError: false });
      expect(refused.response?.status).toBe(500);
      expect(refused.error).toMatchObject({ error: { message: 'Runner not found' } });
      const history = await getRunnerPriceHistory({ baseUrl: API, query, throwOnError: false });
      expect(history.response?.status).toBe(500);
    }
    const { data } = await getUserOdds({ ...VISITOR, query: { eventId: RUNNER.eventId } });
    expect(data.result.bookmaker).not.toHaveProperty('totalMatched');
    expect(data.result.bookmaker?.runners[0]).not.toHaveProperty('lastPriceTraded');
  });
});
