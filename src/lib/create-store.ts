import { useSyncExternalStore } from 'react';
import type { Store } from './store';

// One way to write a small client store (docs/architecture.md): a value, a way to change it, and
// subscribers told when it changed. React reads it with `useStore(store, selector)` over
// useSyncExternalStore, so a component re-renders only when what it selected changed. Server state stays
// in React Query; prices keep their per-cell store (lib/price-store.ts), which needs keyed subscriptions
// and frame batching.

export { createStore, shallowEqual, type Store } from './store';

/** The store's value, or a part of it: `selector` must return a value that is the same (Object.is)
 * while its inputs are, such as a field or a primitive computed from them. */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, selector: (value: T) => S): S;
export function useStore<T, S>(store: Store<T>, selector?: (value: T) => S): T | S {
  const read = () => (selector ? selector(store.get()) : store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
