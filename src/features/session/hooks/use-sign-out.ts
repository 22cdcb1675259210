import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../model/session-store';
import { notifySignedOut } from '../notify';
import { useSessionRoutes } from './use-session-routes';

export type SignOutReason = 'expired' | 'idle' | 'requested';

const reasonText: Record<SignOutReason, string> = {
  expired: 'Your session has expired. Please log in again.',
  idle: 'You were signed out because you were inactive for too long.',
  requested: 'You have logged out.',
};

/** Logout from the session's own timers: clear the session (docs/product.md §4), drop the server
 * state, tell the player why, and go to /auth/logout (which lands on the login page). */
export function useSignOut(): (reason: SignOutReason) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const routes = useSessionRoutes();
  return useCallback(
    (reason) => {
      endSession();
      queryClient.clear();
      notifySignedOut(reasonText[reason]);
      void navigate(routes.logout, { replace: true });
    },
    [navigate, queryClient, routes.logout],
  );
}
