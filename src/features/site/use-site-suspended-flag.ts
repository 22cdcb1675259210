import { useSyncExternalStore } from 'react';
import { readSiteSuspendedFlag, subscribeSiteSuspendedFlag } from './site-storage';

/** The stored siteSuspended flag (docs/product.md §3), live: it also changes when another tab stores it. */
export function useSiteSuspendedFlag(): boolean {
  return useSyncExternalStore(subscribeSiteSuspendedFlag, readSiteSuspendedFlag, () => false);
}
