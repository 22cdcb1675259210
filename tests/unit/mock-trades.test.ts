import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSeed, onMockEvent, setNow } from '../../mocks/db';
import { createRng } from '../../mocks/db/prng';
import { placeBet } from '../../mocks/db/services/betting';
import { setRunnerPrice, stepOdds } from '../../mocks/db/services/odds-moves';
import { matchAgainst } from '../../mocks/db/services/order-book';
import {
  emptyLedger,
  isExchangeMarket,
  marketTotalMatched,
  priceHistory,
  recordTrade,
  runnerTrading,
} from '../../mocks/db/services/trades';
import { ODDS_STREAM_SEED } from '../../mocks/db/seed/constants';
import type { MarketRecord, MockState, RunnerRecord } from '../../mocks/db/types';
import { stepTicks } from '@/lib/exchange/ladder';

// The mock's trade ledger (docs/mock-backend.md "Trades"): every match once, in paisa.

const NOW = Date.parse('2026-12-06T10:00:00Z');
// Event 1003, upcoming: best back 2.5, best lay 2.52 on its first match-odds runner.
const MARKET_ID = 100301;
const RUNNER_ID = 1003011;

function runnerOf(state: MockState, runnerId: number): { market: MarketRecord; runner: RunnerRecord } {
  for (const market of state.markets) {
    const runner = market.runners.find((candidate) => candidate.id === runnerId);
    if (runner) return { market, runner };
  }
  throw new Error(`no runner ${runnerId}`);
}

const paisa = (rupees: number): number => Math.round(rupees * 100);

function expectLedgerAgrees(state: MockState): void {
  for (const market of state.markets.filter(isExchangeMarket)) {
    let marketPaisa = 0;
    for (const runner of market.runners) {
      const trading = runnerTrading(state, runner.id);
      const volume = trading.traded.reduce((sum, level) => sum + paisa(level.size), 0);
      expect(volume, `runner ${runner.id}'s volume`).toBe(paisa(trading.totalMatched));
      expect(trading.traded.map((level) => level.price)).toEqual(trading.traded.map((level) => level.price).sort((a, b) => a - b));
      expect(trading.lastPriceTraded).toBe(priceHistory(state, runner.id).trades.at(-1)?.price ?? null);
      marketPaisa += paisa(trading.totalMatched);
    }
    expect(paisa(marketTotalMatched(state, market.marketId)), `market ${market.marketId}`).toBe(marketPaisa);
  }
}

describe('the trade ledger', () => {
  beforeEach(() => setNow(NOW));
  afterEach(() => setNow(null));

  it('turns trades into the volume at each price, the total and the last traded price', () => {
    const state = createSeed(NOW);
    const { market, runner } = runnerOf(state, RUNNER_ID);
    const other = market.runners[1];
    if (!other) throw new Error('a second runner');
    const otherPaisa = paisa(runnerTrading(state, other.id).totalMatched);
    state.trades.runners.set(RUNNER_ID, emptyLedger(MARKET_ID));
    expect(runnerTrading(state, RUNNER_ID)).toEqual({ lastPriceTraded: null, totalMatched: 0, traded: [] });

    recordTrade(state, market, runner, 2.52, 100);
    recordTrade(state, market, runner, 2.5, 50.25);
    recordTrade(state, market, runner, 2.52, 0.1);
    recordTrade(state, market, runner, 2.48, 1234.56);

    expect(runnerTrading(state, RUNNER_ID)).toEqual({
      lastPriceTraded: 2.48,
      totalMatched: 1384.91,
      traded: [
        { price: 2.48, size: 1234.56 },
        { price: 2.5, size: 50.25 },
        { price: 2.52, size: 100.1 },
      ],
    });
    expect(priceHistory(state, RUNNER_ID)).toEqual({
      trades: [2.52, 2.5, 2.52, 2.48].map((price, index) => ({
        time: expect.any(String),
        price,
        size: [100, 50.25, 0.1, 1234.56][index],
      })),
      truncated: false,
    });
    const third = market.runners[2];
    const thirdPaisa = third ? paisa(runnerTrading(state, third.id).totalMatched) : 0;
    expect(paisa(marketTotalMatched(state, MARKET_ID))).toBe(138491 + otherPaisa + thirdPaisa);
  });

  it('records nothing on a market without an order book', () => {
    const state = createSeed(NOW);
    const bookmaker = state.markets.find((market) => market.marketType === 'bookmaker');
    const runner = bookmaker?.runners[0];
    if (!bookmaker || !runner) throw new Error('the seed has a bookmaker market');
    recordTrade(state, bookmaker, runner, 95, 1000);
    expect(runnerTrading(state, runner.id)).toEqual({ lastPriceTraded: null, totalMatched: 0, traded: [] });
  });

  it('counts a match between two players once, at its price and size', () => {
    const state = createSeed(NOW);
    const [player1, player2] = [2, 3].map((id) => state.users.find((user) => user.id === id));
    if (!player1 || !player2) throw new Error('the seed has player1 and player2');
    const before = runnerTrading(state, RUNNER_ID);
    const bet = { eventId: 1003, marketId: MARKET_ID, runnerId: RUNNER_ID, fancyValue: 0, keepUnmatched: true };
    placeBet(state, player1, { ...bet, type: 1, rate: 3, stake: 500 }, NOW);
    expect(runnerTrading(state, RUNNER_ID)).toEqual(before);

    // player2 lays at 3.0: the book's lay levels (2.52 to 2.56) first, then 500 of player1's order.
    const { runner } = runnerOf(state, RUNNER_ID);
    const levels = runner.lay.map((level) => ({ ...level }));
    const fromLevels = levels.reduce((sum, level) => sum + level.size, 0);
    placeBet(state, player2, { ...bet, type: 2, rate: 3, stake: fromLevels + 500 }, NOW);

    const after = runnerTrading(state, RUNNER_ID);
    expect(paisa(after.totalMatched - before.totalMatched)).toBe(paisa(fromLevels + 500));
    expect(after.lastPriceTraded).toBe(3);
    const at = (trading: typeof after, price: number) => trading.traded.find((level) => level.price === price)?.size ?? 0;
    expect(paisa(at(after, 3) - at(before, 3))).toBe(50000);
    for (const level of levels) expect(paisa(at(after, level.price) - at(before, level.price))).toBe(paisa(level.size));
  });

  it('keeps the volume summing to the total, to the paisa, through many random matches and moves', () => {
    const state = createSeed(NOW);
    const rng = createRng(4242);
    const players = state.users.filter((user) => user.id === 2 || user.id === 3);
    const upcoming = state.markets.filter((market) => isExchangeMarket(market) && !market.inPlay);
    let trades = 0;
    const stop = onMockEvent((event) => {
      if (event.type === 'trade') trades += 1;
    });
    for (let round = 0; round < 300; round += 1) {
      const market = rng.pick(upcoming);
      const runner = rng.pick(market.runners);
      const best = runner.back[0]?.price ?? 2;
      const roll = rng.next();
      if (roll < 0.6) {
        const player = rng.pick(players);
        const rate = stepTicks(best, rng.int(-3, 4));
        // Stakes to the paisa, so rounding would show.
        const stake = rng.int(10_000, 200_000) / 100;
        try {
          placeBet(
            state,
            player,
            {
              eventId: market.eventId,
              marketId: market.marketId,
              runnerId: runner.id,
              type: rng.chance(0.5) ? 1 : 2,
              rate,
              stake,
              keepUnmatched: true,
            },
            NOW,
          );
        } catch {
          // Refused (funds, limits): nothing matched.
        }
      } else if (roll < 0.75) {
        const resting = state.bets.find((bet) => bet.state === 'OPEN' && (bet.unmatchedStake ?? 0) > 0 && bet.runnerId === runner.id);
        if (resting) matchAgainst(state, resting.betId, rng.int(1, 50_000) / 100);
      } else if (roll < 0.9) {
        setRunnerPrice(state, runner.id, stepTicks(best, rng.int(-4, 4)));
      } else {
        stepOdds(state);
      }
    }
    stop();
    expect(trades).toBeGreaterThan(100);
    expectLedgerAgrees(state);
  });

  it('seeds a history for every exchange runner, the same every time, ending at its book', () => {
    const state = createSeed(NOW);
    expectLedgerAgrees(state);
    for (const market of state.markets.filter(isExchangeMarket)) {
      for (const runner of market.runners) {
        const { trades } = priceHistory(state, runner.id);
        expect(trades.length, `runner ${runner.id}`).toBeGreaterThan(9);
        expect(trades.map((trade) => trade.time)).toEqual(trades.map((trade) => trade.time).sort());
        expect(Date.parse(trades.at(-1)?.time ?? '')).toBeLessThan(NOW);
        expect([runner.back[0]?.price, runner.lay[0]?.price]).toContain(trades.at(-1)?.price);
      }
    }
    const again = createSeed(NOW);
    expect(again.trades).toEqual(state.trades);
    // The odds stream's generator is untouched by the history.
    expect(state.rng.next()).toBe(createRng(ODDS_STREAM_SEED).next());
  });

  it("records the trades of the stream's moves, the same for the same state", () => {
    const state = createSeed(NOW);
    const twin = createSeed(NOW);
    const totalOf = (current: MockState): number =>
      current.markets.filter(isExchangeMarket).reduce((sum, market) => sum + paisa(marketTotalMatched(current, market.marketId)), 0);
    const before = totalOf(state);
    for (let step = 0; step < 50; step += 1) stepOdds(state);
    expect(totalOf(state)).toBeGreaterThan(before);
    expectLedgerAgrees(state);
    for (let step = 0; step < 50; step += 1) stepOdds(twin);
    expect(twin.trades).toEqual(state.trades);
  });
});
