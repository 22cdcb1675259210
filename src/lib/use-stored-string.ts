import { useCallback, useSyncExternalStore } from 'react';
import { readString, subscribe, type StorageKey } from './storage';

/** One stored key's raw text, re-read when it changes (here or in another tab). The raw string is the
 * snapshot because it compares by value: parse it with useMemo, or with storage.ts's readers. */
export function useStoredString(key: StorageKey): string | null {
  const subscribeToKey = useCallback((listener: () => void) => subscribe(key, listener), [key]);
  const read = useCallback(() => readString(key), [key]);
  return useSyncExternalStore(subscribeToKey, read, () => null);
}
