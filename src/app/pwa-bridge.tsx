import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { slipStore, type SlipState } from '@/features/betslip';
import { brandManifest, publishBrandManifest, setBetInFlight, takeOver, waitingUpdate } from '@/features/pwa';
import { brandChromeColors, safeIconUrl, useDomainSetting, useThemeName } from '@/features/site';
import { useStore } from '@/lib/create-store';

// The production service worker's two links to the rest of the app, in app because they
// join the pwa feature to the bet slip and the site: a new build takes over only between pages with
// no bet open, and the brand's manifest follows the domain settings and the theme.

const UPDATE_TOAST_ID = 'new-version';

/** A selection in the slip: one being typed, placed or checked. */
const slipInUse = (state: SlipState): boolean => state.selection !== null;

function UpdateOnNavigation() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const update = useStore(waitingUpdate);
  // Read as this render saw it: leaving a market page empties the slip in the same commit, before
  // the effect below runs, and the player who left with a selection was mid-bet.
  const betOpen = useStore(slipStore, slipInUse);
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

  // Every tab's bet in flight holds back a new build, whichever tab asks it to take over: the worker
  // sees the lock this keeps.
  useEffect(() => {
    const mutations = queryClient.getMutationCache();
    const report = (): void => setBetInFlight(slipInUse(slipStore.get()) || queryClient.isMutating() > 0);
    report();
    const stops = [slipStore.subscribe(report), mutations.subscribe(report)];
    return () => {
      stops.forEach((stop) => stop());
      setBetInFlight(false);
    };
  }, [queryClient]);

  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    // Never mid-bet: with a selection in the slip, or a write on its way, the update waits for a
    // later page change.
    if (update && !betOpen && queryClient.isMutating() === 0) takeOver(update);
  }, [pathname, update, betOpen, queryClient]);
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
