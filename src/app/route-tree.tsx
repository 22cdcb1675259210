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
  const handle: RouteHandle = { title: route.title };
  // The screen's code loads when the route is first shown (fetched again twice if it does not
  // arrive); its layout's ScreenOutlet waits for it and reports a screen that fails to load or
  // crashes (the root's boundary is for the layouts).
  const LazyScreen = lazy(async () => ({ default: await retryImport(() => loadScreen(route)) }));
  // A screen whose code is in already when its route first renders (the first page's, asked for as
  // the app starts) renders at once. Through lazy it would suspend for a tick all the same: the
  // layout would commit without it, and React shows suspended content no sooner than 300 ms after
  // that (its throttle for revealing a boundary). Chosen on the route's first render, so a later
  // render never swaps the one for the other under a mounted screen.
  let Chosen: ComponentType | undefined;
  function Screen() {
    Chosen ??= route.loaded ?? LazyScreen;
    return <Chosen />;
  }
  // A route with a pending view shows it meanwhile (a boundary of its own, so on a navigation too).
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
  return typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';
}

/** The title of the deepest route at `pathname` that has one ('' for redirects and the 404 catch-all). */
export function routeTitle(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname) ?? [];
  return [...matches].reverse().map((match) => match.route.handle as unknown).find(isRouteHandle)?.title ?? '';
}

function routesOf(layout: Layout, access: Access): RouteObject[] {
  return screenRoutes.filter((route) => route.layout === layout && route.access === access).map(toRouteObject);
}

/** The route tree of docs/product.md §2 built from the one route table, for `useRoutes` (app.tsx). */
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
