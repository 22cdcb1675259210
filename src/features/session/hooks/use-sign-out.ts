import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../model/saved-session';
import { notifySignedOut } from '../notify';
import { useSessionRoutes } from './use-session-routes';

export type SignOutReason = 'expired' | 'idle' | 'requested' | 'break';

const reasonText: Record<SignOutReason, string> = {
  expired: 'Your session has expired. Please log in again.',
  idle: 'You were signed out because you were inactive for too long.',
  requested: 'You have logged out.',
  break: 'You have logged out for your break.',
};

/** From the session's own timers; the other tabs follow the cleared session. */
export function useSignOut(): (reason: SignOutReason, text?: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const routes = useSessionRoutes();
  return useCallback(
    (reason, text) => {
      endSession();
      queryClient.clear();
      notifySignedOut(text ?? reasonText[reason]);
      void navigate(routes.logout, { replace: true });
    },
    [navigate, queryClient, routes.logout],
  );
}
