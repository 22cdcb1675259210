import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@/lib/create-store';
import { Outlet, useLocation } from 'react-router';
import { LoadingOverlay, SiteSuspendedGuard, useDocumentHead, useSiteConfig } from '@/features/site';
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

/** The service worker's page side is not needed for the first screen: its code loads beside it. */
const PwaBridge = lazy(() => import('./pwa-bridge').then((module) => ({ default: module.PwaBridge })));
/** The reality check is not needed for the first screen either. */
const RealityCheck = lazy(() => loadRealityCheck().then((component) => ({ default: component })));

const slipIsBusy = (state: SlipState) => state.phase !== 'editing';

/** The slip is placing a bet, finding out whether one was placed, or asking to confirm one: the
 * reality check waits (it never interrupts a bet being placed). A visitor has no session to check,
 * and their page does not load the check's code (its dialog is Mantine's modal, with its scroll lock:
 * about 19 KB gzip and nine requests on a first visit, docs/performance.md). */
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

/** The session feature's screens send the player to these. */
const sessionRoutes: SessionRoutes = {
  login: paths.login,
  signup: paths.signup,
  logout: paths.logout,
  home: '/',
  afterLogin: destinationAfterLogin,
};

export interface RouteHandle {
  title: string;
}

/** The page title, the per-site file and the account's local copies: in a component of their own, which
 * renders nothing, so that their queries' answers re-render it alone. In RootRoute, each answer (the
 * settings, the site file, each fetch's start and end) re-rendered every layout and screen under it,
 * in a blocking render: on a market's first visit that was ~130 components (15.8 ms in React's profiling
 * build; docs/performance.md "The first visit's long tasks"). */
function RootEffects({ titleOf }: { titleOf: (pathname: string) => string }) {
  const { pathname } = useLocation();
  useDocumentHead(titleOf(pathname));
  useSiteConfig(); // the per-site file: slides and the device's game lists (docs/product.md §3, §7)
  useAccountCopies(); // docs/product.md §3, §4: the local copies of open bets and P&L
  // Sign-out and a change of user (here or in another tab) empty the slip, even a locked one.
  useEffect(() => onSignedOut(() => slipStore.reset()), []);
  return null;
}

/** Around every layout: the page title, the navigation behaviour, the service worker's updates and manifest, the site-suspended and
 * login=false redirects, the loading overlay, and the session (modals, upkeep). */
export function RootRoute({ titleOf }: { titleOf: (pathname: string) => string }) {
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
      {/* The session modals, token upkeep and idle timeout; the /auth screens read their routes here. */}
      <SessionProvider routes={sessionRoutes}>
        <RealityCheckBridge />
        <Outlet />
      </SessionProvider>
    </>
  );
}
