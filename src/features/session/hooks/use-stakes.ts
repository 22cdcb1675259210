import type { StakeButton } from '@/api/generated/types.gen';
import { useStoredJson } from '@/lib/use-stored-string';
import { savedStakes } from '../model/saved-session';

export function useStakes(): readonly StakeButton[] | null {
  return useStoredJson(savedStakes);
}
