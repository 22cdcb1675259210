import { act, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory, useRoutes, type RouteObject } from 'react-router';
import { installApiRuntime } from '@/api/runtime';
import { AppRouter } from '@/app/history-router';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { buildRoutes } from '@/app/route-tree';
import { restoreSession } from '@/features/session';
import { hydrateAccountCache } from '@/features/wallet';

let runtimeInstalled = false;

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The real app (route table, layouts, guards, providers, API runtime, the app's router) in jsdom at
 * `path`, over a memory history, against whatever serves the network (msw/node with the mock backend
 * in integration tests). */
export function renderApp(path: string) {
  if (!runtimeInstalled) {
    installApiRuntime();
    runtimeInstalled = true;
  }
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  restoreSession(); // as main.tsx does at start (docs/product.md §4 "On reload")
  hydrateAccountCache(queryClient);
  const routes = buildRoutes();
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const view = render(
    <Providers queryClient={queryClient}>
      <AppRouter history={history}>
        <Routes routes={routes} />
      </AppRouter>
    </Providers>,
  );
  const location = () => `${history.location.pathname}${history.location.search}`;
  /** Goes to `to` as a link in the app would. */
  const navigate = (to: string) => act(() => history.push(to));
  return { ...view, queryClient, location, navigate };
}
