import { t } from '@lingui/core/macro';
import { CASH_OUT_REASONS, cashOutQuote, type CashOutResult, type RunnerQuotes } from '@/lib/exchange/cash-out';
import type { MarketType, PriceSize } from '@/lib/exchange/types';
import { cellKey, marketStatusKey, PRICE_LEVELS, priceStore, runnerStatusKey, type PriceSide } from '@/lib/price-store';
import { statusWords } from './status-words';

export interface BookMarket {
  readonly eventId: number;
  readonly marketId: number;
  readonly runners: ReadonlyArray<{ readonly id: number }>;
}

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

export function marketBookNow(market: BookMarket): Map<number, RunnerQuotes> {
  return new Map(
    market.runners.map((runner) => [
      runner.id,
      runnerRefusalNow(market, runner.id) ? {} : { back: levelsNow(market, runner.id, 'back'), lay: levelsNow(market, runner.id, 'lay') },
    ]),
  );
}

/** A runner suspended alone is checked once the bet's runner is known. */
export function marketRefusalNow(market: BookMarket): string | null {
  return statusWords(priceStore.getStatus(marketStatusKey(market.eventId, market.marketId)) ?? 'ACTIVE');
}

export function runnerRefusalNow(market: BookMarket, runnerId: number): string | null {
  return statusWords(priceStore.getStatus(runnerStatusKey(market.eventId, market.marketId, runnerId)) ?? 'ACTIVE');
}

export function unavailableText(reason: string): string {
  return t`Cash out is not available: ${reason}.`;
}

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
