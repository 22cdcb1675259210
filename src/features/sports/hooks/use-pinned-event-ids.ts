import { useMemo } from 'react';
import { storageKeys } from '@/lib/storage';
import { parsePinnedIds } from '../model/pins';
import { useSavedString } from '@/hooks/use-saved-string';

export function usePinnedEventIds(): readonly number[] {
  const raw = useSavedString(storageKeys.pins);
  return useMemo(() => parsePinnedIds(raw), [raw]);
}
