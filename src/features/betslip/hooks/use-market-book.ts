import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { statusRefusal } from '@/lib/exchange/bet-checks';
import type { RunnerQuotes } from '@/lib/exchange/cash-out';
import type { PriceSize } from '@/lib/exchange/types';
import { cellKey, marketStatusKey, PRICE_LEVELS, priceStore, runnerStatusKey, type PriceSide } from '@/lib/price-store';

/** The market as cash out needs it: where its prices are kept, and its runners. */
export interface BookMarket {
  readonly eventId: number;
  readonly marketId: number;
  readonly runners: ReadonlyArray<{ readonly id: number }>;
}

const SIDES: readonly PriceSide[] = ['back', 'lay'];

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

function keysOf(market: BookMarket): string[] {
  const keys = [marketStatusKey(market.eventId, market.marketId)];
  for (const runner of market.runners) {
    keys.push(runnerStatusKey(market.eventId, market.marketId, runner.id));
    for (const side of SIDES) for (const level of PRICE_LEVELS) keys.push(cellKey(market.eventId, market.marketId, runner.id, side, level));
  }
  return keys;
}

/** Every value the keys hold, as one string: it changes exactly when one of them does. */
function signatureOf(keys: readonly string[]): string {
  return keys
    .map((key) => {
      const cell = priceStore.getCell(key);
      return cell ? `${cell.price}/${cell.size}` : (priceStore.getStatus(key) ?? '');
    })
    .join('|');
}

/** The market's book and status, live: re-renders when any of its levels or statuses changes. */
export function useMarketBook(market: BookMarket): { book: Map<number, RunnerQuotes>; refusal: string | null } {
  const runnerIds = market.runners.map((runner) => runner.id).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the runners' ids stand for the runners
  const keys = useMemo(() => keysOf(market), [market.eventId, market.marketId, runnerIds]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = keys.map((key) => priceStore.subscribe(key, listener));
      return () => stops.forEach((stop) => stop());
    },
    [keys],
  );
  const get = useCallback(() => signatureOf(keys), [keys]);
  const signature = useSyncExternalStore(subscribe, get, get);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the signature changes
  return useMemo(() => ({ book: marketBookNow(market), refusal: marketRefusalNow(market) }), [signature, keys]);
}
