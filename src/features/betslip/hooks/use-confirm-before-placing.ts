import { useCallback } from 'react';
import { storageKeys, writeString } from '@/lib/storage';
import { useSavedString } from '@/hooks/use-saved-string';

/** docs/wire.md §4, §2.15. */
export function useConfirmBeforePlacing(): [boolean, (on: boolean) => void] {
  const on = useSavedString(storageKeys.confirmBeforePlaceBet) === 'true';
  const set = useCallback((next: boolean) => writeString(storageKeys.confirmBeforePlaceBet, String(next)), []);
  return [on, set];
}
