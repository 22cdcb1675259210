import { useQuery } from '@tanstack/react-query';
import { getUserStakesOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { StakeButton } from '@/api/generated/types.gen';
import { useIsSignedIn, useStakes } from '@/features/session';
import { DEFAULT_STAKE_BUTTONS } from '../model/default-stakes';

/** The player's, else the copy stored at login (docs/product.md §4), else the defaults. */
export function useStakeButtons(): readonly StakeButton[] {
  const signedIn = useIsSignedIn();
  const stored = useStakes();
  const { data } = useQuery({ ...getUserStakesOptions(), enabled: signedIn, staleTime: 5 * 60_000, select: (response) => response.result });
  if (data && data.length > 0) return data;
  return signedIn && stored && stored.length > 0 ? stored : DEFAULT_STAKE_BUTTONS;
}
