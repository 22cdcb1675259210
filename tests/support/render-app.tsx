import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { installApiRuntime } from '@/api/runtime';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { buildRoutes } from '@/app/router';
import { restoreSession } from '@/features/session';

let runtimeInstalled = false;

/** The real app (route table, layouts, guards, providers, API runtime) in jsdom at `path`, against
 * whatever serves the network (msw/node with the mock backend in integration tests). */
export function renderApp(path: string) {
  if (!runtimeInstalled) {
    installApiRuntime();
    runtimeInstalled = true;
  }
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  restoreSession(queryClient); // as main.tsx does at start (spec §4 "On reload")
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}
