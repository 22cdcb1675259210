import { storageKeys } from '@/lib/storage';
import { useStoredString } from '@/lib/use-stored-string';
import { parseStoredFlag } from '../model/site-suspended';

/** The stored siteSuspended flag (docs/product.md §3), live: it also changes when another tab stores it. */
export function useSiteSuspendedFlag(): boolean {
  return parseStoredFlag(useStoredString(storageKeys.siteSuspended));
}
