// Past trades: a price walk ending at the book, on a PRNG per runner so `rng` stays as it was.
import type { Event } from '../../../src/api/generated/types.gen';
import { stepTicks } from '../../../src/lib/exchange/ladder';
import { DAY, SECOND } from '../clock';
import { createRng, type Rng } from '../prng';
import { addTrade, emptyLedger, isExchangeMarket, tradePaisa } from '../services/trades';
import type { MarketRecord, RunnerLedger, RunnerRecord, TradeLedger } from '../types';
import { TRADES_SEED } from './constants';

const PRE_MATCH_MS = 2 * DAY;

/** Favourites trade more. */
function tradeCount(rng: Rng, inPlay: boolean, price: number): number {
  const base = inPlay ? rng.int(90, 160) : rng.int(25, 70);
  return Math.round(base * Math.min(1.5, Math.max(0.4, 3 / price)));
}

/** Oldest first; in-play, most of them after the start. */
function tradeTimes(rng: Rng, count: number, startMs: number, nowMs: number): number[] {
  const last = nowMs - 5 * SECOND;
  const open = Math.min(startMs, last) - PRE_MATCH_MS;
  const inPlay = startMs < last;
  return Array.from({ length: count }, () => {
    const afterStart = inPlay && rng.chance(0.7);
    const from = afterStart ? startMs : open;
    const to = afterStart || !inPlay ? last : startMs;
    return Math.floor(from + rng.next() * (to - from));
  }).sort((a, b) => a - b);
}

function runnerHistory(runner: RunnerRecord, marketId: number, inPlay: boolean, startMs: number, nowMs: number): RunnerLedger {
  const ledger = emptyLedger(marketId);
  const bestBack = runner.back[0]?.price;
  const bestLay = runner.lay[0]?.price;
  if (bestBack === undefined || bestLay === undefined) return ledger;
  const rng = createRng(TRADES_SEED + runner.id);
  const count = tradeCount(rng, inPlay, bestBack);
  // Walked backwards from the book, so the last trade is at its best back or best lay.
  let price = rng.chance(0.5) ? bestBack : bestLay;
  const prices = [price];
  while (prices.length < count) {
    price = stepTicks(price, rng.chance(0.4) ? 0 : rng.chance(0.5) ? 1 : -1);
    prices.unshift(price);
  }
  const times = tradeTimes(rng, count, startMs, nowMs);
  times.forEach((time, index) => addTrade(ledger, time, prices[index] ?? bestBack, tradePaisa(rng)));
  return ledger;
}

export function createTradeLedger(events: readonly Event[], markets: readonly MarketRecord[], nowMs: number): TradeLedger {
  const runners = new Map<number, RunnerLedger>();
  for (const market of markets) {
    if (!isExchangeMarket(market)) continue;
    const event = events.find((candidate) => candidate.id === market.eventId);
    const startMs = event?.startTime ? Date.parse(event.startTime) : nowMs;
    for (const runner of market.runners) runners.set(runner.id, runnerHistory(runner, market.marketId, market.inPlay, startMs, nowMs));
  }
  return { runners, streamTrades: 0 };
}
