import { useCallback, useSyncExternalStore } from 'react';
import { readString, storageKeys, subscribe, writeString } from '@/lib/storage';

const subscribeToPreference = (listener: () => void) => subscribe(storageKeys.confirmBeforePlaceBet, listener);
const readPreference = () => readString(storageKeys.confirmBeforePlaceBet) === 'true';

/** The persisted 'confirm before placing' preference (docs/wire.md §4, §2.15). */
export function useConfirmBeforePlacing(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribeToPreference, readPreference, () => false);
  const set = useCallback((next: boolean) => writeString(storageKeys.confirmBeforePlaceBet, String(next)), []);
  return [on, set];
}
