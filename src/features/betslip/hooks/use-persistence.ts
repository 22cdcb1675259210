import { useCallback } from 'react';
import { storageKeys, writeString } from '@/lib/storage';
import { useSavedString } from '@/hooks/use-saved-string';
import type { Persistence } from '../model/slip-figures';

/** An exchange bet's unmatched part at in-play or suspend: 'LAPSE' (the default) or 'PERSIST'. */
export function usePersistence(): [Persistence, (next: Persistence) => void] {
  const persistence: Persistence = useSavedString(storageKeys.betPersistence) === 'PERSIST' ? 'PERSIST' : 'LAPSE';
  const set = useCallback((next: Persistence) => writeString(storageKeys.betPersistence, next), []);
  return [persistence, set];
}
