// For code that runs before React has loaded (create-store.ts reads it).

export interface Store<T> {
  get(): T;
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

export function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as Array<keyof T>;
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
