import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installApiRuntime } from '@/api/runtime';
import { screenAt, startFirstLoads } from '@/app/boot/first-loads';
import { createQueryClient } from '@/app/query-client';
import { loadScreen } from '@/app/screen-routes';
import { domainSettingQueryKey, siteConfigQueryOptions } from '@/features/site';
import { sportTreeQueryOptions } from '@/features/sports';
import { server } from '../../mocks/node';
import { renderApp } from '../support/render-app';

// The first page's data is asked for as the app starts, before anything renders (a slow phone's first
// render takes long), with the query keys the screens' hooks read, so they find it loaded or under way
// instead of asking again.

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  server.events.removeAllListeners();
});

/** The app's start for `pathname`, up to its domain settings loaded; the requests it made so far and on. */
async function startAt(pathname: string) {
  uninstall = installApiRuntime();
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => requests.push(`${request.method} ${new URL(request.url).pathname}`));
  const queryClient = createQueryClient();
  startFirstLoads(queryClient, pathname);
  await waitFor(() => expect(queryClient.getQueryState(domainSettingQueryKey())?.status).toBe('success'));
  return { requests, queryClient };
}

describe('startFirstLoads', () => {
  it('loads the domain settings, the site file and the sports tree for a page of the main layout', async () => {
    const { requests, queryClient } = await startAt('/matchlist/3');
    await waitFor(() => expect(queryClient.getQueryState(siteConfigQueryOptions().queryKey)?.status).toBe('success'));
    await waitFor(() => expect(queryClient.getQueryState(sportTreeQueryOptions().queryKey)?.status).toBe('success'));
    expect(requests).toEqual(expect.arrayContaining(['GET /api/Setting/GetDomainSetting', 'GET /Event/TreeSportWithEvent']));
    // One request each.
    expect(requests.filter((request) => request.endsWith('/Event/TreeSportWithEvent'))).toHaveLength(1);
  });

  it('asks for no sports tree on a page without the sports menu', async () => {
    const { requests, queryClient } = await startAt('/auth/login');
    expect(queryClient.getQueryState(sportTreeQueryOptions().queryKey)).toBeUndefined();
    expect(requests.some((request) => request.endsWith('/Event/TreeSportWithEvent'))).toBe(false);
  });

  it("renders the first page's screen in the layout's first commit once its code is in", async () => {
    // The first page's screen is loaded as the app starts; React.lazy would still suspend on it for a
    // tick, commit the layout without it and reveal it only after its 300 ms throttle.
    const matchList = screenAt('/matchlist/3');
    if (!matchList) throw new Error('no match list route');
    await loadScreen(matchList);
    expect(matchList.loaded).toBeDefined();
    renderApp('/matchlist/3');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument(); // no waiting
  });

  it('still shows a screen whose code is not in yet once it arrives', async () => {
    const inPlay = screenAt('/inplay');
    if (!inPlay) throw new Error('no in-play route');
    expect(inPlay.loaded).toBeUndefined();
    renderApp('/inplay');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(inPlay.loaded).toBeDefined();
  });

  it('finds the screen of a path in the route table', () => {
    expect(screenAt('/matchlist/3')).toMatchObject({ title: 'Match List', layout: 'main' });
    expect(screenAt('/markets/3001/33001')).toMatchObject({ layout: 'main' });
    expect(screenAt('/auth/login')).toMatchObject({ layout: 'auth' });
    expect(screenAt('/')).toMatchObject({ title: 'Match List' }); // the landing page '/' redirects to
    expect(screenAt('/no-such-page')).toBeUndefined();
  });
});
