import { storageKeys } from '@/lib/storage';
import { useStoredString } from '@/lib/use-stored-string';
import { parseStoredFlag } from '../model/site-suspended';

export function useSiteSuspendedFlag(): boolean {
  return parseStoredFlag(useStoredString(storageKeys.siteSuspended));
}
