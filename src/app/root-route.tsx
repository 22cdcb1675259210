import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@/hooks/use-store';
import { Outlet, useLocation } from 'react-router';
import { LoadingOverlay, SiteSuspendedGuard, useBrandLanguage, useDocumentHead, useSiteConfig } from '@/features/site';
import { LiveAnnouncer } from '@/components/live-announcer';
import { onSignedOut, SessionProvider, useIsSignedIn, type SessionRoutes } from '@/features/session';
import { slipStore, type SlipState } from '@/features/betslip';
import { loadRealityCheck } from '@/features/protection';
import { useAccountCopies } from '@/features/wallet';
import { ConnectionNotice } from './connection-notice';
import { LoginFalseRedirect } from './guards/login-false-redirect';
import { LivePricesBridge } from './live-prices-bridge';
import { NavigationEffects } from './navigation-effects';
import { RealtimeBridge } from './realtime-bridge';
import { serviceWorkerEnabled } from '@/config/env';
import { destinationAfterLogin, paths } from '@/config/paths';

const PwaBridge = lazy(() => import('./pwa-bridge').then((module) => ({ default: module.PwaBridge })));
const RealityCheck = lazy(() => loadRealityCheck().then((component) => ({ default: component })));

const slipIsBusy = (state: SlipState) => state.phase !== 'editing';

/** A visitor's page does not load the check's code at all. */
function RealityCheckBridge() {
  const busy = useStore(slipStore, slipIsBusy);
  const signedIn = useIsSignedIn();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck busy={busy} />
    </Suspense>
  );
}

const sessionRoutes: SessionRoutes = {
  login: paths.login,
  signup: paths.signup,
  logout: paths.logout,
  home: '/',
  afterLogin: destinationAfterLogin,
};

export interface RouteHandle {
  title: MessageDescriptor;
}

export type TitleOf = (pathname: string) => MessageDescriptor | undefined;

/** Their answers re-render this alone. */
function RootEffects({ titleOf }: { titleOf: TitleOf }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const title = titleOf(pathname);
  useDocumentHead(title ? t(title) : '');
  useSiteConfig(); // docs/product.md §3, §7
  useBrandLanguage(); // docs/i18n.md
  useAccountCopies(); // docs/product.md §3, §4
  // Even a locked slip.
  useEffect(() => onSignedOut(() => slipStore.reset()), []);
  return null;
}

export function RootRoute({ titleOf }: { titleOf: TitleOf }) {
  return (
    <>
      <RootEffects titleOf={titleOf} />
      <NavigationEffects />
      <RealtimeBridge />
      <LivePricesBridge />
      {serviceWorkerEnabled && (
        <Suspense fallback={null}>
          <PwaBridge />
        </Suspense>
      )}
      <LiveAnnouncer />
      <ConnectionNotice />
      <LoginFalseRedirect />
      <SiteSuspendedGuard />
      <LoadingOverlay />
      {/* The session modals, token upkeep and idle timeout. */}
      <SessionProvider routes={sessionRoutes}>
        <RealityCheckBridge />
        <Outlet />
      </SessionProvider>
    </>
  );
}
