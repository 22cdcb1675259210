import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRouteIndicator } from './route-indicator';
import { RouteIndicatorBar } from './route-indicator-bar';
import { buildRoutes } from './router';

const router = createBrowserRouter(buildRoutes());
const routeIndicator = createRouteIndicator(router);

export function App() {
  return (
    <>
      <RouteIndicatorBar indicator={routeIndicator} />
      <RouterProvider router={router} />
    </>
  );
}
