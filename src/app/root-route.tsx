import { Outlet, useMatches } from 'react-router';
import { LoadingOverlay, SiteSuspendedGuard, useDocumentHead, useSiteConfig } from '@/features/site';
import { LoginFalseRedirect } from './guards/login-false-redirect';
import { NavigationEffects } from './navigation-effects';

export interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';
}

/** Around every layout: the page title, the navigation behaviour, the site-suspended and
 * login=false redirects, and the loading overlay. */
export function RootRoute() {
  const matches = useMatches();
  const title = [...matches].reverse().map((match) => match.handle).find(isRouteHandle)?.title ?? '';
  useDocumentHead(title);
  useSiteConfig(); // the per-site file: slides and the device's game lists (spec §3, §7)
  return (
    <>
      <NavigationEffects />
      <LoginFalseRedirect />
      <SiteSuspendedGuard />
      <LoadingOverlay />
      <Outlet />
    </>
  );
}
