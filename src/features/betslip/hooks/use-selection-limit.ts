import { useQuery } from '@tanstack/react-query';
import type { UserLimit } from '@/api/generated/types.gen';
import { useIsSignedIn } from '@/features/session';
import { userLimitsQueryOptions } from '@/features/wallet';
import { limitOf } from '../model/limit-of';
import type { SlipSelection } from '../model/slip-selection';

export function useSelectionLimit(selection: SlipSelection | null): UserLimit['limit'] | undefined {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({
    ...userLimitsQueryOptions(selection?.eventId ?? 0),
    enabled: signedIn && selection !== null,
    select: (response) => (selection ? limitOf(response.result, selection.bookMarketId, selection.runnerId) : undefined),
  });
  return data;
}
