import { useQuery } from '@tanstack/react-query';
import { useIsSignedIn } from '@/features/session';
import { openBetsQueryOptions } from './wallet-queries';

/** The open-bets object (balance, exposure, open bets) of the signed-in player (docs/product.md §3, §7). */
export function useOpenBets() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...openBetsQueryOptions(), enabled: signedIn });
}
