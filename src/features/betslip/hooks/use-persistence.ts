import { useCallback, useSyncExternalStore } from 'react';
import { readString, storageKeys, subscribe, writeString } from '@/lib/storage';
import type { Persistence } from '../model/slip-figures';

const subscribeToPreference = (listener: () => void) => subscribe(storageKeys.betPersistence, listener);
const readPreference = (): Persistence => (readString(storageKeys.betPersistence) === 'PERSIST' ? 'PERSIST' : 'LAPSE');

/** The player's persistence choice for an exchange bet's unmatched part (stored as the confirm-before-
 * placing preference is): 'LAPSE', cancel at in-play or suspend (the default), or 'PERSIST', keep. */
export function usePersistence(): [Persistence, (next: Persistence) => void] {
  const persistence = useSyncExternalStore(subscribeToPreference, readPreference, () => 'LAPSE' as const);
  const set = useCallback((next: Persistence) => writeString(storageKeys.betPersistence, next), []);
  return [persistence, set];
}
