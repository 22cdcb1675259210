// In paisa, so the volume per price sums to the total matched (docs/mock-backend.md "Trades").
import type { Trade, TradedVolume } from '../../../src/api/generated/types.gen';
import { iso, nowMs } from '../clock';
import { emitMockEvent } from '../events';
import { createRng, type Rng } from '../prng';
import { STREAM_TRADE_SEED } from '../seed/constants';
import type { MarketRecord, MockState, RunnerLedger, RunnerRecord } from '../types';

/** GetRunnerPriceHistory sends at most this many, the newest. */
export const TRADES_KEPT = 5000;

export interface RunnerTrading {
  lastPriceTraded: number | null;
  /** Rupees. */
  totalMatched: number;
  /** Lowest price first. */
  traded: TradedVolume[];
}

/** Match odds and goals: the markets with an order book, and so with trades. */
export function isExchangeMarket(market: MarketRecord): boolean {
  return market.marketType === 'match_odd' || market.marketType === 'goalsmaker';
}

/** ₹100 to ₹25,000, mostly small, about half of them to the paisa as part-matches are. */
export function tradePaisa(rng: Rng): number {
  const u = rng.next();
  const paisa = Math.round(10_000 * 250 ** (u * u));
  return rng.chance(0.5) ? Math.max(5_000, Math.round(paisa / 5_000) * 5_000) : paisa;
}

const priceKey = (price: number): number => Math.round(price * 100);
const rupees = (paisa: number): number => paisa / 100;

export function emptyLedger(marketId: number): RunnerLedger {
  return { marketId, volume: new Map(), totalPaisa: 0, lastPrice: null, trades: [], tradeCount: 0 };
}

function ledgerOf(state: MockState, market: MarketRecord, runner: RunnerRecord): RunnerLedger {
  let ledger = state.trades.runners.get(runner.id);
  if (!ledger) {
    ledger = emptyLedger(market.marketId);
    state.trades.runners.set(runner.id, ledger);
  }
  return ledger;
}

/** The ledger alone, no hub event: the seed uses it. */
export function addTrade(ledger: RunnerLedger, time: number, price: number, paisa: number): void {
  const key = priceKey(price);
  ledger.volume.set(key, (ledger.volume.get(key) ?? 0) + paisa);
  ledger.totalPaisa += paisa;
  ledger.lastPrice = key / 100;
  ledger.trades.push({ time, price: key / 100, paisa });
  ledger.tradeCount += 1;
  if (ledger.trades.length > TRADES_KEPT) ledger.trades.splice(0, ledger.trades.length - TRADES_KEPT);
}

/** `size`: the backer's stake in rupees. */
export function recordTrade(state: MockState, market: MarketRecord, runner: RunnerRecord, price: number, size: number): void {
  const paisa = Math.round(size * 100);
  if (!isExchangeMarket(market) || paisa <= 0) return;
  const time = nowMs();
  addTrade(ledgerOf(state, market, runner), time, price, paisa);
  emitMockEvent({
    type: 'trade',
    eventId: market.eventId,
    marketId: market.marketId,
    runnerId: runner.id,
    time: iso(time),
    price: priceKey(price) / 100,
    size: rupees(paisa),
  });
}

/** The rest of the market trading as the stream moves a price. */
export function recordStreamTrade(state: MockState, market: MarketRecord, runner: RunnerRecord, price: number): void {
  state.trades.streamTrades += 1;
  recordTrade(state, market, runner, price, rupees(tradePaisa(createRng(STREAM_TRADE_SEED + state.trades.streamTrades))));
}

export function runnerTrading(state: MockState, runnerId: number): RunnerTrading {
  const ledger = state.trades.runners.get(runnerId);
  if (!ledger) return { lastPriceTraded: null, totalMatched: 0, traded: [] };
  return {
    lastPriceTraded: ledger.lastPrice,
    totalMatched: rupees(ledger.totalPaisa),
    traded: [...ledger.volume].sort(([a], [b]) => a - b).map(([key, paisa]) => ({ price: key / 100, size: rupees(paisa) })),
  };
}

export function marketTotalMatched(state: MockState, marketId: number): number {
  const market = state.markets.find((candidate) => candidate.marketId === marketId);
  const paisa = (market?.runners ?? []).reduce((sum, runner) => sum + (state.trades.runners.get(runner.id)?.totalPaisa ?? 0), 0);
  return rupees(paisa);
}

/** Oldest first, the newest TRADES_KEPT. */
export function priceHistory(state: MockState, runnerId: number): { trades: Trade[]; truncated: boolean } {
  const ledger = state.trades.runners.get(runnerId);
  if (!ledger) return { trades: [], truncated: false };
  return {
    trades: ledger.trades.map((trade) => ({ time: iso(trade.time), price: trade.price, size: rupees(trade.paisa) })),
    truncated: ledger.tradeCount > ledger.trades.length,
  };
}
