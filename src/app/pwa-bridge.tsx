import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { slipStore } from '@/features/betslip';
import { brandManifest, pageChanged, publishBrandManifest, setBetInFlight, waitingUpdate } from '@/features/pwa';
import { brandChromeColors, safeIconUrl, useDomainSetting, useThemeName } from '@/features/site';
import { useStore } from '@/lib/create-store';

// The production service worker's two links to the rest of the app, in app because they
// join the pwa feature to the bet slip and the site: a new build takes over only between pages with
// no bet open, and the brand's manifest follows the domain settings and the theme.

const UPDATE_TOAST_ID = 'new-version';

/** This tab has a bet in flight: a selection in its slip (being typed, placed or checked) or a write
 * on its way. What the worker asks before it takes over, and what this tab's reload waits for. */
const betInFlight = (queryClient: QueryClient): boolean => slipStore.get().selection !== null || queryClient.isMutating() > 0;

function UpdateOnNavigation() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const update = useStore(waitingUpdate);
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (!update) return;
    notifications.show({
      id: UPDATE_TOAST_ID,
      color: 'blue',
      title: 'New version',
      message: 'A new version of the site is ready. It opens when you next change page.',
      autoClose: 10_000,
    });
  }, [update]);

  // Every change of the slip or of the writes is told to the pwa feature: it holds the lock every
  // tab's worker sees, and it keeps this tab from reloading into a new build meanwhile.
  useEffect(() => {
    const mutations = queryClient.getMutationCache();
    const report = (): void => setBetInFlight(betInFlight(queryClient));
    report();
    const stops = [slipStore.subscribe(report), mutations.subscribe(report)];
    return () => {
      stops.forEach((stop) => stop());
      setBetInFlight(false);
    };
  }, [queryClient]);

  // Leaving a market page drops its selection only after this commit's effects (the slip's hosts), so
  // a player who left with one is still mid-bet here, and the update waits for a later page change.
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    pageChanged();
  }, [pathname]);
  return null;
}

function BrandManifest() {
  const { data: settings } = useDomainSetting();
  const theme = useThemeName();
  const domainTitle = settings?.domainTitle;
  const description = settings?.description;
  const favicon = settings?.favicon;
  useEffect(() => {
    const colors = brandChromeColors(theme);
    publishBrandManifest(brandManifest({ domainTitle, description, favicon: safeIconUrl(favicon), themeColor: colors.theme, backgroundColor: colors.background }));
  }, [domainTitle, description, favicon, theme]);
  return null;
}

/** Loaded on its own (src/app/root-route.tsx), in the builds that have the worker. */
export function PwaBridge() {
  return (
    <>
      <UpdateOnNavigation />
      <BrandManifest />
    </>
  );
}
