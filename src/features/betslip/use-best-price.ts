import { useCallback, useSyncExternalStore } from 'react';
import { cellKey, priceStore, type PriceLevel } from '@/lib/price-store';
import type { SlipSelection } from './model/slip-selection';

/** The best price now offered on the selected runner's side (the price store's level 0). */
export function useBestPrice(selection: SlipSelection | null): PriceLevel | undefined {
  const key = selection ? cellKey(selection.eventId, selection.marketId, selection.runnerId, selection.side, 0) : null;
  const subscribe = useCallback((listener: () => void) => (key === null ? () => undefined : priceStore.subscribe(key, listener)), [key]);
  const read = useCallback(() => (key === null ? undefined : priceStore.getCell(key)), [key]);
  return useSyncExternalStore(subscribe, read, read);
}
