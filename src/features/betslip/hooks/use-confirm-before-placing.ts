import { useCallback } from 'react';
import { storageKeys, writeString } from '@/lib/storage';
import { useStoredString } from '@/lib/use-stored-string';

/** docs/wire.md §4, §2.15. */
export function useConfirmBeforePlacing(): [boolean, (on: boolean) => void] {
  const on = useStoredString(storageKeys.confirmBeforePlaceBet) === 'true';
  const set = useCallback((next: boolean) => writeString(storageKeys.confirmBeforePlaceBet, String(next)), []);
  return [on, set];
}
