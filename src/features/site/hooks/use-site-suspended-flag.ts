import { storageKeys } from '@/lib/storage';
import { useSavedString } from '@/hooks/use-saved-string';
import { parseStoredFlag } from '../model/site-suspended';

export function useSiteSuspendedFlag(): boolean {
  return parseStoredFlag(useSavedString(storageKeys.siteSuspended));
}
