// In the price store, published with the prices' frame: {price: last traded (0: none), size: matched}.
import type { EventOdds } from '@/api/generated/types.gen';
import { priceStore, type OddsUpdate } from '@/lib/price-store';

export const runnerTradedKey = (eventId: number, marketId: number, runnerId: number): string => `${eventId}|${marketId}|${runnerId}|traded`;
export const marketMatchedKey = (eventId: number, marketId: number): string => `${eventId}|${marketId}|matched`;

function writeRunner(
  eventId: number,
  marketId: number,
  runnerId: number,
  lastPriceTraded: number | null | undefined,
  totalMatched?: number,
) {
  if (totalMatched !== undefined)
    priceStore.write(runnerTradedKey(eventId, marketId, runnerId), { price: lastPriceTraded ?? 0, size: totalMatched });
}

function writeMarket(eventId: number, marketId: number, totalMatched?: number) {
  if (totalMatched !== undefined) priceStore.write(marketMatchedKey(eventId, marketId), { price: 0, size: totalMatched });
}

/** Absent fields (another market type, a hub without the proposal) leave what is shown. */
export function applyTradedUpdate(update: OddsUpdate): void {
  writeRunner(update.eventId, update.marketId, update.runnerId, update.lastPriceTraded, update.totalMatched);
  writeMarket(update.eventId, update.marketId, update.marketTotalMatched);
}

export function applyTradedSnapshot(odds: EventOdds): void {
  for (const market of [odds.matchOdds, odds.bookmaker, odds.toss, odds.fancy, ...odds.goalsmaker]) {
    if (!market) continue;
    writeMarket(odds.eventId, market.marketId, market.totalMatched);
    for (const runner of market.runners) writeRunner(odds.eventId, market.marketId, runner.id, runner.lastPriceTraded, runner.totalMatched);
  }
}
