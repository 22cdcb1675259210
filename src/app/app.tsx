import { UNSAFE_createBrowserHistory, useRoutes } from 'react-router';
import { AppRouter } from './history-router';
import { createRouteIndicator } from './route-indicator';
import { RouteIndicatorBar } from './route-indicator-bar';
import { buildRoutes } from './route-tree';

const routes = buildRoutes();
const history = UNSAFE_createBrowserHistory({ v5Compat: true });
const routeIndicator = createRouteIndicator(history.location.pathname);

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <>
      <RouteIndicatorBar indicator={routeIndicator} />
      <AppRouter history={history} indicator={routeIndicator}>
        <AppRoutes />
      </AppRouter>
    </>
  );
}
