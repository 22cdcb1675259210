import { useCallback, useSyncExternalStore } from 'react';
import { priceStore, type PriceLevel } from '@/lib/price-store';

/** One price cell's level from the price store: a tick re-renders this cell only. */
export function usePriceCell(key: string): PriceLevel | undefined {
  const subscribe = useCallback((listener: () => void) => priceStore.subscribe(key, listener), [key]);
  const read = useCallback(() => priceStore.getCell(key), [key]);
  return useSyncExternalStore(subscribe, read, read);
}
