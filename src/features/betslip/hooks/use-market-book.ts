import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { RunnerQuotes } from '@/lib/exchange/cash-out';
import { cellKey, marketStatusKey, PRICE_LEVELS, priceStore, runnerStatusKey, type PriceSide } from '@/lib/price-store';
import { marketBookNow, marketRefusalNow, type BookMarket } from '../model/cash-out-book';

const SIDES: readonly PriceSide[] = ['back', 'lay'];

function keysOf(market: BookMarket): string[] {
  const keys = [marketStatusKey(market.eventId, market.marketId)];
  for (const runner of market.runners) {
    keys.push(runnerStatusKey(market.eventId, market.marketId, runner.id));
    for (const side of SIDES) for (const level of PRICE_LEVELS) keys.push(cellKey(market.eventId, market.marketId, runner.id, side, level));
  }
  return keys;
}

function signatureOf(keys: readonly string[]): string {
  return keys
    .map((key) => {
      const cell = priceStore.getCell(key);
      return cell ? `${cell.price}/${cell.size}` : (priceStore.getStatus(key) ?? '');
    })
    .join('|');
}

export function useMarketBook(market: BookMarket): { book: Map<number, RunnerQuotes>; refusal: string | null; signature: string } {
  const { eventId, marketId } = market;
  const runnerIds = market.runners.map((runner) => runner.id).join(',');
  // A new array of the same runners is the same market.
  const stable = useMemo<BookMarket>(
    () => ({ eventId, marketId, runners: runnerIds.split(',').map((id) => ({ id: Number(id) })) }),
    [eventId, marketId, runnerIds],
  );
  const keys = useMemo(() => keysOf(stable), [stable]);
  const subscribe = useCallback(
    (listener: () => void) => {
      // One listener: the signature is built once per publish.
      const stops = keys.map((key) => priceStore.subscribe(key, listener));
      return () => stops.forEach((stop) => stop());
    },
    [keys],
  );
  const get = useCallback(() => signatureOf(keys), [keys]);
  // The store helper cannot subscribe to many keyed cells as one snapshot.
  const signature = useSyncExternalStore(subscribe, get, get);
  // Read each render: the signature covers the status.
  const refusal = marketRefusalNow(stable);
  return useMemo(() => ({ book: marketBookNow(stable), refusal, signature }), [refusal, signature, stable]);
}
