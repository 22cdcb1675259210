import type { StakeButton } from '@/api/generated/types.gen';
import { useStoredJson } from '@/lib/use-stored-string';
import { storedStakes } from '../model/stored-session';

/** The player's quick stakes stored at login (docs/product.md §3, §4); null until then. */
export function useStakes(): readonly StakeButton[] | null {
  return useStoredJson(storedStakes);
}
