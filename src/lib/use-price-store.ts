import { useCallback, useSyncExternalStore } from 'react';
import type { Status } from './exchange/types';
import { priceStore, type PriceLevel } from './price-store';

// The React side of the price store (one home for live prices, docs/architecture.md): each hook subscribes to
// one key, so a tick re-renders only the component that shows that value. A null key watches nothing.

function usePriceStoreValue<T>(key: string | null, read: (key: string) => T | undefined): T | undefined {
  const subscribe = useCallback((listener: () => void) => (key === null ? () => undefined : priceStore.subscribe(key, listener)), [key]);
  const get = useCallback(() => (key === null ? undefined : read(key)), [key, read]);
  return useSyncExternalStore(subscribe, get, get);
}

const readCell = (key: string) => priceStore.getCell(key);
const readStatus = (key: string) => priceStore.getStatus(key);

/** One price level of a runner's side (cellKey). */
export function usePriceCell(key: string | null): PriceLevel | undefined {
  return usePriceStoreValue(key, readCell);
}

/** One runner's or market's status (runnerStatusKey, marketStatusKey). */
export function usePriceStatus(key: string | null): Status | undefined {
  return usePriceStoreValue(key, readStatus);
}
