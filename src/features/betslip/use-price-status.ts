import { useCallback, useSyncExternalStore } from 'react';
import type { Status } from '@/lib/exchange/types';
import { priceStore } from '@/lib/price-store';

/** One runner or market status from the price store (null: nothing to watch). */
export function usePriceStatus(key: string | null): Status | undefined {
  const subscribe = useCallback((listener: () => void) => (key === null ? () => undefined : priceStore.subscribe(key, listener)), [key]);
  const read = useCallback(() => (key === null ? undefined : priceStore.getStatus(key)), [key]);
  return useSyncExternalStore(subscribe, read, read);
}
