import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getSportTreeQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { useIsSignedIn } from '@/features/session';

/** The backend narrows the tree to a player's sports. */
export function useReloadTreeOnViewerChange(): void {
  const signedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const previous = useRef(signedIn);
  useEffect(() => {
    if (previous.current === signedIn) return;
    previous.current = signedIn;
    void queryClient.invalidateQueries({ queryKey: getSportTreeQueryKey() }, { cancelRefetch: false });
  }, [signedIn, queryClient]);
}
