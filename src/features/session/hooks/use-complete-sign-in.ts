import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getCasinoGamesOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { AuthenticateResult } from '@/api/generated/types.gen';
import { closeAllModals } from '../model/modal-bus';
import { dropPreviousPlayer } from '../model/previous-player';
import { forgetRegistration } from '../model/registration';
import { emitSignedIn, emitSignedOut, type SignInKind } from '../model/sign-in-events';
import { sessionIdentity, saveSignIn } from '../model/saved-session';

export interface AfterSignIn {
  to: string;
  /** The /auth pages: Back should not return to a login form. */
  replace?: boolean;
}

/** docs/product.md §4. */
export function useCompleteSignIn(): (result: AuthenticateResult, kind: SignInKind, after: AfterSignIn) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (result, kind, after) => {
      const previous = sessionIdentity();
      saveSignIn(result, kind, Date.now());
      if (kind === 'verification') forgetRegistration();
      if (previous === null) emitSignedIn(kind);
      else {
        // Over a signed-in session, as when another tab logs in as someone else.
        dropPreviousPlayer(queryClient);
        emitSignedOut();
      }
      void queryClient.prefetchQuery(getCasinoGamesOptions());
      closeAllModals();
      void navigate(after.to, { replace: after.replace ?? false });
    },
    [navigate, queryClient],
  );
}
