// The book a cash out is quoted at, as the price store holds it this moment, and the quote itself:
// refused with the reason while the market takes no bets.
import { statusRefusal } from '@/lib/exchange/bet-checks';
import { CASH_OUT_REASONS, cashOutQuote, type CashOutResult, type RunnerQuotes } from '@/lib/exchange/cash-out';
import type { MarketType, PriceSize } from '@/lib/exchange/types';
import { cellKey, marketStatusKey, PRICE_LEVELS, priceStore, runnerStatusKey, type PriceSide } from '@/lib/price-store';

/** The market as cash out needs it: where its prices are kept, and its runners. */
export interface BookMarket {
  readonly eventId: number;
  readonly marketId: number;
  readonly runners: ReadonlyArray<{ readonly id: number }>;
}

/** The market as the markets page shows it (its MarketView fits): the cash-out button and its dialog
 * both take it from here. */
export interface CashOutMarket extends BookMarket {
  readonly marketName: string;
  readonly marketType: MarketType;
  readonly inPlay: boolean;
  readonly runners: ReadonlyArray<{ readonly id: number; readonly name: string; readonly bookMarketId: number }>;
}

function levelsNow(market: BookMarket, runnerId: number, side: PriceSide): PriceSize[] {
  return PRICE_LEVELS.flatMap((level) => {
    const cell = priceStore.getCell(cellKey(market.eventId, market.marketId, runnerId, side, level));
    return cell ? [{ price: cell.price, size: cell.size }] : [];
  });
}

/** Each runner's levels, each side, as the price store has them this moment (best first); a runner
 * that takes no bets now (suspended) offers nothing. */
export function marketBookNow(market: BookMarket): Map<number, RunnerQuotes> {
  return new Map(
    market.runners.map((runner) => [
      runner.id,
      runnerRefusalNow(market, runner.id) ? {} : { back: levelsNow(market, runner.id, 'back'), lay: levelsNow(market, runner.id, 'lay') },
    ]),
  );
}

/** Why the market takes no cash out now (suspended, ball running, closed), or null. A runner that
 * is suspended alone is checked when the bet's runner is known. */
export function marketRefusalNow(market: BookMarket): string | null {
  return statusRefusal(priceStore.getStatus(marketStatusKey(market.eventId, market.marketId)) ?? 'ACTIVE');
}

/** Why a runner takes no bet now, or null. */
export function runnerRefusalNow(market: BookMarket, runnerId: number): string | null {
  return statusRefusal(priceStore.getStatus(runnerStatusKey(market.eventId, market.marketId, runnerId)) ?? 'ACTIVE');
}

/** The reason a market, or the runners a cash out could be placed on, take no cash out now. */
export function unavailableText(reason: string): string {
  return `Cash out is not available: ${reason}.`;
}

/** The quote for `percent` of the position at the book of this moment; refused with the reason
 * while the market (or the runner it would need) takes no bets. */
export function quoteNow(market: BookMarket, positions: ReadonlyMap<number, number>, percent: number): CashOutResult {
  const closed = marketRefusalNow(market);
  if (closed) return { ok: false, reason: unavailableText(closed) };
  const runnerIds = market.runners.map((runner) => runner.id);
  const result = cashOutQuote(runnerIds, positions, marketBookNow(market), percent / 100);
  if (!result.ok && result.reason === CASH_OUT_REASONS.noPrice) {
    const runnerReason = runnerIds.map((id) => runnerRefusalNow(market, id)).find((reason) => reason !== null);
    if (runnerReason) return { ok: false, reason: unavailableText(runnerReason) };
  }
  return result;
}
