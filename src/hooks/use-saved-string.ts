import { useCallback, useSyncExternalStore } from 'react';
import { readString, subscribe, type StorageKey, type StoredValue } from '@/lib/storage';

const absent = () => null;

/** A string compares by value; parse it with useMemo or storage.ts. */
export function useSavedString(key: StorageKey): string | null {
  const subscribeToKey = useCallback((listener: () => void) => subscribe(key, listener), [key]);
  const read = useCallback(() => readString(key), [key]);
  return useSyncExternalStore(subscribeToKey, read, absent);
}

export function useSavedJson<T>(stored: StoredValue<T>): T | null {
  return useSyncExternalStore(stored.subscribe, stored.get, absent);
}

/** `read` returns a value compared by Object.is; both functions module-level. */
export function useSavedDerived<T>(subscribeTo: (listener: () => void) => () => void, read: () => T, serverValue: () => T): T {
  return useSyncExternalStore(subscribeTo, read, serverValue);
}
