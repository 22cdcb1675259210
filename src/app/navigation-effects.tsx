import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionEnded } from '@/api/session-ended';
import { endSession, isSignedIn } from '@/features/session';
import { setLayoutFlags, useSiteSettings } from '@/features/site';
import { prefetchOpenBets, refreshAccount } from '@/features/wallet';
import { layoutFlagsFor, leftLobby } from './navigation-rules';
import { paths } from '@/config/paths';

/** The layout's flags for the page at `pathname`. The app also sets them before its first render
 * (main.tsx), so that the first page's layout renders once, with its flags, instead of a second time
 * from this component's first effect. */
export function applyLayoutFlags(pathname: string, casinoEnabled: boolean): void {
  setLayoutFlags(layoutFlagsFor(pathname, casinoEnabled));
}

/** docs/product.md §2 "Navigation behaviour", in one place: scroll to top, the layout flags per route, the
 * lobby exit refresh, the in-reload session update, the refresh when the tab becomes visible, and the
 * session-ended redirect. The route-change indicator is route-indicator.ts. */
export function NavigationEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { casinoEnabled } = useSiteSettings();
  const previousPathname = useRef<string | undefined>(undefined);

  // A navigation completed.
  useEffect(() => {
    const from = previousPathname.current;
    const to = location.pathname;
    previousPathname.current = to;
    window.scrollTo(0, 0);
    if (!isSignedIn()) return;
    // docs/product.md §2: leaving the lobby reloads open bets and the expected P&L, shown or not.
    if (leftLobby(from, to)) void refreshAccount(queryClient, { profitLoss: 'even-unshown' });
    // In-reload update: a signed-in player's open bets are loaded (from cache when fresh).
    void prefetchOpenBets(queryClient);
    // The query client never changes; a navigation is what triggers this effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.key]);

  // Layout flags follow the route.
  useEffect(() => applyLayoutFlags(location.pathname, casinoEnabled), [location.pathname, casinoEnabled]);

  // The tab becomes visible again: open bets, balance and exposure may have moved meanwhile.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && isSignedIn()) void refreshAccount(queryClient, { profitLoss: false });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [queryClient]);

  // The api layer says the session is over: clear it and go to logout (docs/product.md §4, §8).
  useEffect(
    () =>
      onSessionEnded(() => {
        endSession();
        queryClient.clear();
        notifications.show({ color: 'red', title: 'Signed out', message: 'Your session has ended. Please log in again.' });
        navigate(paths.logout, { replace: true });
      }),
    [navigate, queryClient],
  );

  return null;
}
