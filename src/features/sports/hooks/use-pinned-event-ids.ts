import { useMemo } from 'react';
import { storageKeys } from '@/lib/storage';
import { parsePinnedIds } from '../model/pins';
import { useStoredString } from '@/lib/use-stored-string';

export function usePinnedEventIds(): readonly number[] {
  const raw = useStoredString(storageKeys.pins);
  return useMemo(() => parsePinnedIds(raw), [raw]);
}
