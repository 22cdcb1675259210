import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';
import { useNavigate } from 'react-router';
import { endSession } from '../model/saved-session';
import { notifySignedOut } from '../notify';
import { useSessionRoutes } from './use-session-routes';

export type SignOutReason = 'expired' | 'idle' | 'requested' | 'break';

const reasonText: Record<SignOutReason, MessageDescriptor> = {
  expired: msg`Your session has expired. Please log in again.`,
  idle: msg`You were signed out because you were inactive for too long.`,
  requested: msg`You have logged out.`,
  break: msg`You have logged out for your break.`,
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
      notifySignedOut(text ?? i18n._(reasonText[reason]));
      void navigate(routes.logout, { replace: true });
    },
    [navigate, queryClient, routes.logout],
  );
}
