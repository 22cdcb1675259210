import { t } from '@lingui/core/macro';
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

/** Also applied before the first render, so the first layout renders once. */
export function applyLayoutFlags(pathname: string, casinoEnabled: boolean): void {
  setLayoutFlags(layoutFlagsFor(pathname, casinoEnabled));
}

/** docs/product.md §2 "Navigation behaviour". */
export function NavigationEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { casinoEnabled } = useSiteSettings();
  const previousPathname = useRef<string | undefined>(undefined);

  useEffect(() => {
    const from = previousPathname.current;
    const to = location.pathname;
    previousPathname.current = to;
    window.scrollTo(0, 0);
    if (!isSignedIn()) return;
    if (leftLobby(from, to)) void refreshAccount(queryClient, { profitLoss: 'even-unshown' });
    void prefetchOpenBets(queryClient);
    // A navigation triggers this; the query client never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.key]);

  useEffect(() => applyLayoutFlags(location.pathname, casinoEnabled), [location.pathname, casinoEnabled]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && isSignedIn()) void refreshAccount(queryClient, { profitLoss: false });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [queryClient]);

  // docs/product.md §4, §8
  useEffect(
    () =>
      onSessionEnded(() => {
        endSession();
        queryClient.clear();
        notifications.show({ color: 'red', title: t`Signed out`, message: t`Your session has ended. Please log in again.` });
        navigate(paths.logout, { replace: true });
      }),
    [navigate, queryClient],
  );

  return null;
}
