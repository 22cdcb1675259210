import { useQuery } from '@tanstack/react-query';
import { useIsSignedIn } from '@/features/session';
import { openBetsQueryOptions } from './wallet-queries';

export function useOpenBets() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...openBetsQueryOptions(), enabled: signedIn });
}

/** Re-renders only when the count changes. */
export function useOpenBetCount(eventId: number): number {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({
    ...openBetsQueryOptions(),
    enabled: signedIn,
    select: (response) => response.result.openBets.filter((bet) => bet.eventId === eventId).length,
  });
  return data ?? 0;
}
