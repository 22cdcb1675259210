import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { closeAllModals } from '../model/modal-bus';
import { dropPreviousPlayer } from '../model/previous-player';
import { emitSignedIn, emitSignedOut } from '../model/sign-in-events';
import { DEMO_USERNAME, sessionIdentity, subscribeOtherTabSession, subscribeSessionIdentity, userInfo } from '../model/stored-session';
import { notifySignedIn, notifySignedOut } from '../notify';
import { useSessionRoutes } from './use-session-routes';

/** Another tab writes a login as a dozen keys, and a clear as one event per kept key: the change is
 * read once they have all arrived. */
const SETTLE_MS = 50;

/**
 * The tabs of one browser are one session (they share the stored session, docs/product.md §3). When another
 * tab logs out, logs in, or logs in as someone else, this tab follows: its server state is dropped
 * (no tab shows the previous player's balance or bets), its modals close, the real-time connection
 * restarts with the new token (a visitor's, after a logout) through the session events, and the
 * player is told. A logout sends this tab to the login page (keeping where it was as `to`); a login
 * seen on the login or sign-up page goes on to where that page would have gone. A token refresh in
 * another tab is the same session: nothing happens. Mount once (SessionUpkeep).
 */
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
        notifySignedOut('You have logged out in another tab.');
        if (!onSessionScreen()) {
          const here = `${window.location.pathname}${window.location.search}`;
          void navigate(`${routes.login}?${new URLSearchParams({ to: here }).toString()}`, { replace: true });
        }
        return;
      }
      // Screens stay mounted: their queries start again (empty, then fetched with the new token).
      dropPreviousPlayer(queryClient);
      const username = userInfo.get()?.username ?? '';
      // The previous player's connection must go whoever comes next; from a visitor, a login restarts
      // it and a demo login does not (docs/product.md §4), as in the tab that logged in.
      if (previous === null) emitSignedIn(username === DEMO_USERNAME ? 'demo' : 'login');
      else emitSignedOut();
      notifySignedIn(username ? `You are logged in as ${username} (from another tab).` : 'You have logged in in another tab.');
      if (onSessionScreen()) {
        void navigate(routes.afterLogin(new URLSearchParams(window.location.search).get('to')), { replace: true });
      }
    };

    const stops = [
      subscribeOtherTabSession(() => {
        clearTimeout(pending);
        pending = setTimeout(follow, SETTLE_MS);
      }),
      // This tab's own logins and logouts are its own flows' business: only note who is signed in.
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
