import { useSyncExternalStore } from 'react';
import type { Store } from '@/lib/store';

// Server state stays in React Query, prices in lib/price-store.ts.

/** `selector` must return the same value (Object.is) while its inputs are. */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, selector: (value: T) => S): S;
export function useStore<T, S>(store: Store<T>, selector?: (value: T) => S): T | S {
  const read = () => (selector ? selector(store.get()) : store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
