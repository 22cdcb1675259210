import { useQuery } from '@tanstack/react-query';
import { useIsSignedIn } from '@/features/session';
import { openBetsQueryOptions } from './wallet-queries';

/** The open-bets object (balance, exposure, open bets) of the signed-in player (docs/product.md §3, §7). */
export function useOpenBets() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...openBetsQueryOptions(), enabled: signedIn });
}

/** How many open bets the signed-in player has on one event. Its reader re-renders when that number
 * changes, not on every new answer: a page holding a market must not redraw it when a bet matches. */
export function useOpenBetCount(eventId: number): number {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({
    ...openBetsQueryOptions(),
    enabled: signedIn,
    select: (response) => response.result.openBets.filter((bet) => bet.eventId === eventId).length,
  });
  return data ?? 0;
}
