import type { StakeButton } from '@/api/generated/types.gen';
import { useSavedJson } from '@/hooks/use-saved-string';
import { savedStakes } from '../model/saved-session';

export function useStakes(): readonly StakeButton[] | null {
  return useSavedJson(savedStakes);
}
