import { useMemo } from 'react';
import { storageKeys } from '@/lib/storage';
import { parsePinnedIds } from '../model/pins';
import { useStoredString } from '@/lib/use-stored-string';

/** The pinned event ids (docs/product.md §4), kept in step with the stored list. */
export function usePinnedEventIds(): readonly number[] {
  const raw = useStoredString(storageKeys.pins);
  return useMemo(() => parsePinnedIds(raw), [raw]);
}
