import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { slipStore } from '@/features/betslip';
import { brandManifest, pageChanged, publishBrandManifest, setBetInFlight, waitingUpdate } from '@/features/pwa';
import { brandChromeColors, safeIconUrl, useDomainSetting, useThemeName } from '@/features/site';
import { useStore } from '@/hooks/use-store';

// A new build takes over only between pages with no bet open.

const UPDATE_TOAST_ID = 'new-version';

/** The worker and a reload wait for it. */
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
      title: t`New version`,
      message: t`A new version of the site is ready. It opens when you next change page.`,
      autoClose: 10_000,
    });
  }, [update]);

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

  // Leaving a market drops its selection only after this commit's effects.
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
    publishBrandManifest(
      brandManifest({
        domainTitle,
        description,
        favicon: safeIconUrl(favicon),
        themeColor: colors.theme,
        backgroundColor: colors.background,
      }),
    );
  }, [domainTitle, description, favicon, theme]);
  return null;
}

export function PwaBridge() {
  return (
    <>
      <UpdateOnNavigation />
      <BrandManifest />
    </>
  );
}
