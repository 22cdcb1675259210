import { useSyncExternalStore } from 'react';

// One way to write a small client store (docs/architecture.md): a value, a way to change it, and
// subscribers told when it changed. React reads it with `useStore(store, selector)` over
// useSyncExternalStore, so a component re-renders only when what it selected changed. Server state stays
// in React Query; prices keep their per-cell store (lib/price-store.ts), which needs keyed subscriptions
// and frame batching.

export interface Store<T> {
  /** The current value: the same object until something changes. */
  get(): T;
  /** A new value (or one computed from the current one); subscribers hear of it unless it is equal. */
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T | (() => T), equal: (a: T, b: T) => boolean = Object.is): Store<T> {
  const listeners = new Set<() => void>();
  let initialised = typeof initial !== 'function';
  let value = (initialised ? initial : undefined) as T;
  const get = (): T => {
    if (!initialised) {
      value = (initial as () => T)();
      initialised = true;
    }
    return value;
  };
  return {
    get,
    set(next) {
      const current = get();
      const computed = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
      if (equal(current, computed)) return;
      value = computed;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Shallow equality of two flat objects: a store of flags only notifies when a flag changed. */
export function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as Array<keyof T>;
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** The store's value, or a part of it: `selector` must return a value that is the same (Object.is)
 * while its inputs are, such as a field or a primitive computed from them. */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, selector: (value: T) => S): S;
export function useStore<T, S>(store: Store<T>, selector?: (value: T) => S): T | S {
  const read = () => (selector ? selector(store.get()) : store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
