import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getCasinoGamesOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { AuthenticateResult } from '@/api/generated/types.gen';
import { closeAllModals } from '../model/modal-bus';
import { forgetRegistration } from '../model/registration';
import { emitSignedIn, type SignInKind } from '../model/sign-in-events';
import { storeSignIn } from '../model/stored-session';

export interface AfterSignIn {
  to: string;
  /** Replace the current history entry (the /auth pages: Back should not return to a login form). */
  replace?: boolean;
}

/**
 * docs/product.md §4 success of login, demo login or verification (response success flag true, which the
 * generated response validator already demands): store the session (the bearer header follows from
 * the stored token), fetch the games list, tell the real-time seam, close the modals, go on.
 */
export function useCompleteSignIn(): (result: AuthenticateResult, kind: SignInKind, after: AfterSignIn) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (result, kind, after) => {
      storeSignIn(result, kind, Date.now());
      if (kind === 'verification') forgetRegistration();
      void queryClient.prefetchQuery(getCasinoGamesOptions());
      emitSignedIn(kind);
      closeAllModals();
      void navigate(after.to, { replace: after.replace ?? false });
    },
    [navigate, queryClient],
  );
}
