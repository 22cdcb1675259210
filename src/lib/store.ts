// A small client store without React (src/lib/create-store.ts says how React reads it): here for the
// code that runs before React has loaded (the boot chunk, src/app/main.tsx).

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
