// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DomainSetting, GetDomainSettingResponse } from '@/api/generated/types.gen';
import { resetInFlight } from '@/api/in-flight';
import { installApiRuntime } from '@/api/runtime';
import { SiteSuspendedGuard, domainSettingQueryKey } from '@/features/site';

const open: DomainSetting = { siteSuspended: false, allowSignUp: false, skipVerification: false, domainTitle: 'Brand' };
const suspended: DomainSetting = { ...open, siteSuspended: true };
const envelope = (result: DomainSetting): GetDomainSettingResponse => ({ success: true, result });

/** What the next domain-setting loads answer; returns how many were made. */
function serveSettings(answer: () => Response | Promise<Response>): { count: () => number } {
  let count = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      count += 1;
      return answer();
    }),
  );
  return { count: () => count };
}
const settingsResponse = (result: DomainSetting) =>
  new Response(JSON.stringify(envelope(result)), { headers: { 'Content-Type': 'application/json' } });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, seeded?: DomainSetting) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (seeded) queryClient.setQueryData(domainSettingQueryKey(), envelope(seeded));
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SiteSuspendedGuard />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <Where /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router };
}

const where = () => screen.getByTestId('where').textContent;

let uninstallRuntime: () => void = () => undefined;
beforeAll(() => {
  uninstallRuntime = installApiRuntime(); // failures arrive as ApiErrors with the docs/product.md §8 message
});
afterAll(() => uninstallRuntime());
afterEach(() => {
  vi.unstubAllGlobals();
  resetInFlight();
});

describe('site suspended (docs/product.md §4)', () => {
  it('sends a player to the maintenance page, stores the flag and refreshes the settings', async () => {
    const loads = serveSettings(() => settingsResponse(suspended));
    renderAt('/markets/12?tab=live', suspended);

    await waitFor(() => expect(where()).toBe('/under-maintenance'));
    expect(localStorage.getItem('siteSuspended')).toBe('true');
    await waitFor(() => expect(loads.count()).toBe(1));
  });

  it('acts on the stored flag before the settings have loaded', async () => {
    localStorage.setItem('siteSuspended', 'true');
    serveSettings(() => new Promise<Response>(() => undefined)); // still loading
    renderAt('/inplay');

    await waitFor(() => expect(where()).toBe('/under-maintenance'));
  });

  it('sends the player back where they were once the refreshed settings say the site is open', async () => {
    serveSettings(() => settingsResponse(open));
    localStorage.setItem('siteSuspended', 'true'); // e.g. another tab's failed load
    renderAt('/markets/12?tab=live', open);

    await waitFor(() => expect(where()).toBe('/markets/12?tab=live'));
    expect(localStorage.getItem('siteSuspended')).toBe('false');
  });

  it('takes a player who opened the maintenance page of an open site home', async () => {
    serveSettings(() => settingsResponse(open));
    renderAt('/under-maintenance', open);

    await waitFor(() => expect(where()).toBe('/'));
  });

  it('keeps a player on the maintenance page while the site stays suspended', async () => {
    serveSettings(() => settingsResponse(suspended));
    const { router } = renderAt('/under-maintenance', suspended);

    await router.navigate('/inplay'); // every navigation away lands back, after a refresh
    await waitFor(() => expect(where()).toBe('/under-maintenance'));
  });

  it('leaves an open site alone', async () => {
    const loads = serveSettings(() => settingsResponse(open));
    renderAt('/inplay', open);

    await waitFor(() => expect(where()).toBe('/inplay'));
    expect(loads.count()).toBe(0);
    expect(localStorage.getItem('siteSuspended')).toBeNull();
  });

  it('shows the failure and the maintenance page when the settings cannot be loaded (docs/product.md §8)', async () => {
    serveSettings(
      () =>
        new Response(JSON.stringify({ success: false, error: { message: 'Domain is not configured' } }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderAt('/inplay');

    await waitFor(() => expect(where()).toBe('/under-maintenance'));
    expect(localStorage.getItem('siteSuspended')).toBe('true');
    expect(await screen.findByText('Domain is not configured')).toBeInTheDocument();
  });
});
