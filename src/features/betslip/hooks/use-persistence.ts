import { useCallback } from 'react';
import { storageKeys, writeString } from '@/lib/storage';
import { useStoredString } from '@/lib/use-stored-string';
import type { Persistence } from '../model/slip-figures';

/** The player's persistence choice for an exchange bet's unmatched part (stored as the confirm-before-
 * placing preference is): 'LAPSE', cancel at in-play or suspend (the default), or 'PERSIST', keep. */
export function usePersistence(): [Persistence, (next: Persistence) => void] {
  const persistence: Persistence = useStoredString(storageKeys.betPersistence) === 'PERSIST' ? 'PERSIST' : 'LAPSE';
  const set = useCallback((next: Persistence) => writeString(storageKeys.betPersistence, next), []);
  return [persistence, set];
}
