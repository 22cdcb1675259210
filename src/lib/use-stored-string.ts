import { useCallback, useSyncExternalStore } from 'react';
import { readString, subscribe, type StorageKey, type StoredValue } from './storage';

// The React side of src/lib/storage.ts: features read stored keys through these hooks rather than
// writing useSyncExternalStore themselves. On the server (and before hydration) a key reads as absent.

const absent = () => null;

/** One stored key's raw text, re-read when it changes (here or in another tab). The raw string is the
 * snapshot because it compares by value: parse it with useMemo, or with storage.ts's readers. */
export function useStoredString(key: StorageKey): string | null {
  const subscribeToKey = useCallback((listener: () => void) => subscribe(key, listener), [key]);
  const read = useCallback(() => readString(key), [key]);
  return useSyncExternalStore(subscribeToKey, read, absent);
}

/** A typed stored JSON value (storage.ts storedJson), re-read when its key changes; null when absent. */
export function useStoredJson<T>(stored: StoredValue<T>): T | null {
  return useSyncExternalStore(stored.subscribe, stored.get, absent);
}

/** A value derived from stored keys: `subscribeTo` listens to them, `read` derives a value that compares
 * by Object.is (a boolean, a string), so readers re-render only when it changes; `serverValue` before
 * hydration. Both functions must be stable (module-level). */
export function useStoredDerived<T>(subscribeTo: (listener: () => void) => () => void, read: () => T, serverValue: () => T): T {
  return useSyncExternalStore(subscribeTo, read, serverValue);
}
