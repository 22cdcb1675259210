import { Navigate, type RouteObject } from 'react-router';
import { CasinoGuard } from './guards/casino-guard';
import { LogoutRoute } from './guards/logout-route';
import { RequireSignedIn } from './guards/require-signed-in';
import { AuthLayout } from './layouts/auth-layout';
import { FullPageLayout } from './layouts/full-page-layout';
import { MainLayout } from './layouts/main-layout';
import { RouteErrorPage } from './pages/route-error';
import { ScreenErrorPage } from './pages/screen-error';
import { DEFAULT_LANDING, paths } from './paths';
import { RootRoute, type RouteHandle } from './root-route';
import { screenRoutes, type Access, type Layout, type ScreenRoute } from './routes';

function toRouteObject(route: ScreenRoute): RouteObject {
  const handle: RouteHandle = { title: route.title };
  return {
    path: route.path,
    handle,
    // A screen that fails to load or crashes is reported inside its layout (the root's errorElement
    // stays for failures of the layouts themselves).
    errorElement: <ScreenErrorPage />,
    lazy: async () => ({ Component: await route.load() }),
  };
}

function routesOf(layout: Layout, access: Access): RouteObject[] {
  return screenRoutes.filter((route) => route.layout === layout && route.access === access).map(toRouteObject);
}

/** The route tree of spec §2 built from the one route table. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteErrorPage />,
      children: [
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
      ],
    },
  ];
}
