import { useSyncExternalStore } from 'react';
import type { StakeButton } from '@/api/generated/types.gen';
import { storedStakes } from '../model/session-store';

const noStakes = () => null;

/** The player's quick stakes stored at login (docs/product.md §3, §4); null until then. */
export function useStakes(): readonly StakeButton[] | null {
  return useSyncExternalStore(storedStakes.subscribe, storedStakes.get, noStakes);
}
