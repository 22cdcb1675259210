import type { StakeButton } from '@/api/generated/types.gen';
import { useStoredJson } from '@/lib/use-stored-string';
import { storedStakes } from '../model/stored-session';

export function useStakes(): readonly StakeButton[] | null {
  return useStoredJson(storedStakes);
}
