import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { useNavigate } from 'react-router';
import { closeAllModals } from '../model/modal-bus';
import { dropPreviousPlayer } from '../model/previous-player';
import { emitSignedIn, emitSignedOut } from '../model/sign-in-events';
import { DEMO_USERNAME, sessionIdentity, subscribeOtherTabSession, subscribeSessionIdentity, userInfo } from '../model/saved-session';
import { notifySignedIn, notifySignedOut } from '../notify';
import { useSessionRoutes } from './use-session-routes';

/** A login is a dozen storage events: read once all have arrived. */
const SETTLE_MS = 50;

/** Mount once. Why: docs/decisions/0007-session-expiry-upkeep-and-tabs.md "Other tabs". */
export function useOtherTabSession(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const routes = useSessionRoutes();

  useEffect(() => {
    let known = sessionIdentity();
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onSessionScreen = () => {
      const path = window.location.pathname.toLowerCase();
      return path === routes.login || path === routes.signup;
    };

    const follow = () => {
      pending = undefined;
      const next = sessionIdentity();
      if (next === known) return;
      const previous = known;
      known = next;
      closeAllModals();
      if (next === null) {
        queryClient.clear();
        emitSignedOut();
        notifySignedOut(t`You have logged out in another tab.`);
        if (!onSessionScreen()) {
          const here = `${window.location.pathname}${window.location.search}`;
          void navigate(`${routes.login}?${new URLSearchParams({ to: here }).toString()}`, { replace: true });
        }
        return;
      }
      // Screens stay mounted: their queries start again with the new token.
      dropPreviousPlayer(queryClient);
      const username = userInfo.get()?.username ?? '';
      // As in the tab that logged in (docs/product.md §4).
      if (previous === null) emitSignedIn(username === DEMO_USERNAME ? 'demo' : 'login');
      else emitSignedOut();
      notifySignedIn(username ? t`You are logged in as ${username} (from another tab).` : t`You have logged in in another tab.`);
      if (onSessionScreen()) {
        void navigate(routes.afterLogin(new URLSearchParams(window.location.search).get('to')), { replace: true });
      }
    };

    const stops = [
      subscribeOtherTabSession(() => {
        clearTimeout(pending);
        pending = setTimeout(follow, SETTLE_MS);
      }),
      // This tab's own flows handle its logins and logouts.
      subscribeSessionIdentity(() => {
        if (pending === undefined) known = sessionIdentity();
      }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      clearTimeout(pending);
    };
  }, [navigate, queryClient, routes]);
}
