import type { MessageDescriptor } from '@lingui/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { retryImport } from '@/lib/retry-import';
import { CasinoGuard } from './guards/casino-guard';
import { LogoutRoute } from './guards/logout-route';
import { RequireSignedIn } from './guards/require-signed-in';
import { AuthLayout } from './layouts/auth-layout';
import { FullPageLayout } from './layouts/full-page-layout';
import { MainLayout } from './layouts/main-layout';
import { RouteErrorPage } from './pages/route-error';
import { DEFAULT_LANDING, paths } from '@/config/paths';
import { RootRoute, type RouteHandle } from './root-route';
import { ErrorBoundary } from './error-boundary';
import { loadScreen, screenRoutes, type Access, type Layout, type ScreenRoute } from './screen-routes';

function toRouteObject(route: ScreenRoute): RouteObject {
  const handle: RouteHandle = { title: route.titleMessage };
  const LazyScreen = lazy(async () => ({ default: await retryImport(() => loadScreen(route)) }));
  // Through lazy, a loaded screen would suspend and show 300 ms later.
  let Chosen: ComponentType | undefined;
  function Screen() {
    Chosen ??= route.loaded ?? LazyScreen;
    return <Chosen />;
  }
  const Pending = route.pending;
  const element = Pending ? (
    <Suspense fallback={<Pending />}>
      <Screen />
    </Suspense>
  ) : (
    <Screen />
  );
  return { path: route.path, handle, element };
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  if (typeof handle !== 'object' || handle === null) return false;
  const title = (handle as { title?: unknown }).title;
  return typeof title === 'object' && title !== null && typeof (title as { id?: unknown }).id === 'string';
}

/** Worded where it is shown. */
export function routeTitle(routes: RouteObject[], pathname: string): MessageDescriptor | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  return [...matches]
    .reverse()
    .map((match) => match.route.handle as unknown)
    .find(isRouteHandle)?.title;
}

function routesOf(layout: Layout, access: Access): RouteObject[] {
  return screenRoutes.filter((route) => route.layout === layout && route.access === access).map(toRouteObject);
}

export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = [
    {
      element: <MainLayout />,
      children: [
        { index: true, element: <Navigate replace to={DEFAULT_LANDING} /> },
        ...routesOf('main', 'public'),
        { element: <RequireSignedIn />, children: routesOf('main', 'signed-in') },
        { element: <CasinoGuard />, children: routesOf('main', 'casino') },
      ],
    },
    {
      path: paths.authRoot,
      element: <AuthLayout />,
      children: [
        { index: true, element: <Navigate replace to={paths.login} /> },
        { path: paths.logout, element: <LogoutRoute /> },
        ...routesOf('auth', 'public'),
      ],
    },
    { element: <FullPageLayout />, children: routesOf('full', 'public') },
    { path: '*', element: <Navigate replace to={paths.error404} /> },
  ];
  const titleOf = (pathname: string) => routeTitle(children, pathname);
  return [
    {
      element: (
        <ErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>
          <RootRoute titleOf={titleOf} />
        </ErrorBoundary>
      ),
      children,
    },
  ];
}
