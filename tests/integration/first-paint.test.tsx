import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { UNSAFE_createMemoryHistory, matchPath, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAnswerFailed } from '@/api/early-answers';
import { installApiRuntime } from '@/api/runtime';
import type { DomainSetting, GetDomainSettingResponse, GetSportTreeResponse, Sport } from '@/api/generated/types.gen';
import { startFirstLoads } from '@/app/boot/first-loads';
import { matchRoute, paintFirstScreen } from '@/app/boot/first-paint';
import { AppRouter } from '@/app/history-router';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { paths } from '@/config/paths';
import { MarketsPending, paintMarketsPending } from '@/features/markets';
import { domainSettingQueryKey, domainSettingQueryOptions } from '@/features/site';
import { sportTreeQueryOptions } from '@/features/sports';
import { CompetitionGroups } from '@/features/sports/components/competition-groups';
import { paintMatchList } from '@/features/sports/match-list-first-paint';
import { isInPlay } from '@/features/sports';
import { storageKeys, writeString } from '@/lib/storage';
import { setBrandOverride } from '../../mocks/brand';
import { server, setFaults } from '../../mocks/node';
import { renderApp } from '../support/render-app';

// A phone's first visit paints the match list's headings and rows, or a market's heading, in plain DOM
// before React's first commit (src/app/boot/first-paint.ts), and React's commit replaces them box for
// box. So the painted markup must be React's: the same elements, classes, style variables, texts and
// links, for every sport's list and for a market's pending view. If those components change, this
// test says where the painters (src/features/sports/match-list-first-paint.ts,
// src/features/markets/markets-first-paint.ts) must follow.

afterEach(() => {
  setBrandOverride(null);
  setFaults([]);
  server.events.removeAllListeners('request:start');
  vi.unstubAllGlobals();
});

/** An element's tree as text: tag, attributes (classes and style declarations in any order), texts.
 * Ids are numbered (React's useId differs), the pin toggle's box is not compared (the painter leaves
 * an empty box of its size), nor React Router's data-discover. */
function shape(node: Node, ids = new Map<string, string>()): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof HTMLElement)) return '';
  const id = (value: string) => ids.get(value) ?? (ids.set(value, `id${ids.size}`), ids.get(value));
  const attributes = [...node.attributes]
    .filter((attribute) => attribute.name !== 'data-discover')
    .map(({ name, value }) => {
      // Classes and style declarations in any order; the declarations as the browser reads them.
      if (name === 'class') return `class=${value.split(/\s+/).filter(Boolean).sort().join('.')}`;
      if (name === 'style')
        return `style=${[...node.style]
          .map((property) => `${property}:${node.style.getPropertyValue(property)}`)
          .sort()
          .join(';')}`;
      if (name === 'id' || name === 'aria-labelledby') return `${name}=${id(value)}`;
      return `${name}=${value}`;
    })
    .sort();
  const pin = node.className.includes('pin') && node.parentElement?.hasAttribute('data-on-screen') === true;
  const children = pin ? '' : [...node.childNodes].map((child) => shape(child, ids)).join('');
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${children}</>`;
}

/** React's /matchlist/:id screen for the mock backend's tree, once its rows are in, and the data it was rendered from. */
async function reactScreen(sportId: number) {
  const { queryClient } = renderApp(`/matchlist/${sportId}`);
  const main = await screen.findByRole('main');
  // The screen's code loads on demand, then its rows come with the tree.
  await waitFor(() => expect(main.querySelectorAll('[data-on-screen]').length).toBeGreaterThan(0));
  const tree = queryClient.getQueryData<GetSportTreeResponse>(sportTreeQueryOptions().queryKey);
  const settings = queryClient.getQueryData<GetDomainSettingResponse>(domainSettingQueryKey());
  if (!tree || !settings) throw new Error('the app has no tree or no domain settings');
  const rendered = main.firstElementChild;
  if (!rendered) throw new Error('the main area is empty');
  return { rendered, tree: tree.result, settings: settings.result };
}

describe('paintMatchList', () => {
  // Football and cricket have in-play and upcoming matches in several competitions; tennis, kabaddi
  // and horse racing fill the other variants (one in-play match, badges, a start time).
  it.each([1, 2, 3, 25, 26])("paints sport %i's list as React renders it, element for element", async (sportId) => {
    const { rendered, tree, settings } = await reactScreen(sportId);
    expect(rendered.querySelectorAll('li').length).toBeGreaterThan(0);
    const painted = paintMatchList(tree, settings, { id: String(sportId) });
    expect(painted).not.toBeNull();
    expect(shape(painted as HTMLElement)).toBe(shape(rendered));
  });

  it("paints 'No match available' where a sport has no match in play, as React does", async () => {
    const { tree, settings } = await reactScreen(3);
    const upcomingOnly: Sport[] = tree.map((sport) =>
      sport.id === 3 ? { ...sport, events: sport.events.filter((event) => !isInPlay(event)) } : sport,
    );
    const painted = paintMatchList(upcomingOnly, settings, { id: '3' })?.querySelector('section > p');
    const { container } = render(
      <MantineProvider>
        <CompetitionGroups events={[]} kind="in-play" />
      </MantineProvider>,
    );
    expect(painted?.textContent).toBe('No match available');
    expect(shape(painted as HTMLElement)).toBe(shape(container.querySelector('p') as HTMLElement));
  });

  it('paints nothing for a sport the domain has off, or one the tree does not have (React shows "Sport not available")', async () => {
    const { tree, settings } = await reactScreen(3);
    const cricketOff: DomainSetting = { ...settings, cricket: false };
    expect(paintMatchList(tree, cricketOff, { id: '3' })).toBeNull();
    expect(paintMatchList(tree, settings, { id: '99' })).toBeNull();
    expect(paintMatchList(tree, settings, { id: '-1' })).toBeNull(); // the casino's entry is not a match list
  });
});

describe('paintMarketsPending', () => {
  function Pending() {
    return useRoutes([{ path: paths.markets, element: <MarketsPending /> }]);
  }

  /** React's pending view of /markets/… (the route's Suspense fallback while the screen's chunks load),
   * once the sport tree is in, and the tree. */
  async function reactPending(path: string) {
    installApiRuntime();
    const queryClient = createQueryClient();
    const tree = await queryClient.fetchQuery(sportTreeQueryOptions());
    const { container } = render(
      <Providers queryClient={queryClient}>
        <AppRouter history={UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true })}>
          <Pending />
        </AppRouter>
      </Providers>,
    );
    await screen.findByRole('status');
    return { rendered: container, tree: tree.result };
  }

  // Mantine's provider puts its <style> elements beside what it renders.
  const shapes = (parent: ParentNode) => [...parent.children].filter((child) => child.tagName !== 'STYLE').map((child) => shape(child));

  it.each([
    ['/markets/3001', '3001', 'India v Australia'],
    ['/markets/3001/33001', '3001', 'India v Australia'],
    ['/markets/999999', '999999', 'Markets'], // an event the tree does not have
    ['/markets/abc', 'abc', 'Markets'], // an address that names no event
  ])("paints %s's heading and status as React's pending view renders them", async (path, eventid, heading) => {
    const { rendered, tree } = await reactPending(path);
    expect(rendered.querySelector('h1')?.textContent).toBe(heading);
    const painted = paintMarketsPending(tree, {}, { eventid });
    expect(shapes(painted)).toEqual(shapes(rendered));
  });
});

describe('paintFirstScreen', () => {
  /** index.html's frame: the header, and the main area's 'Loading…'. */
  function bootFrame(): HTMLElement {
    const root = document.createElement('div');
    root.innerHTML = '<header class="boot-header"></header><main class="boot"><p>Loading…</p></main>';
    document.body.append(root);
    return root;
  }

  function onPhone(phone: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: phone,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  }

  async function paintAt(pathname: string, root: HTMLElement) {
    const uninstall = installApiRuntime();
    try {
      await paintFirstScreen(pathname, root);
    } finally {
      uninstall();
    }
  }

  it("replaces a phone's 'Loading…' with the list, inside the main layout's page area", async () => {
    onPhone(true);
    const root = bootFrame();
    await paintAt('/matchlist/3', root);
    expect(root.querySelector('main.boot')).toBeNull();
    const main = root.querySelector('main');
    expect(main?.parentElement?.parentElement).toBe(root);
    expect(main?.querySelector('h1')?.textContent).toBe('Cricket');
    expect([...(main?.querySelectorAll('a') ?? [])].map((link) => [link.textContent, link.getAttribute('href')])).toContainEqual([
      'India v Australia',
      '/markets/3001/33001',
    ]);
    expect(root.querySelector('header.boot-header')).not.toBeNull(); // the frame's header stays until React's
    root.remove();
  });

  it("replaces a phone's 'Loading…' with a market's heading from the tree", async () => {
    onPhone(true);
    const root = bootFrame();
    await paintAt('/markets/3001/33001', root);
    const main = root.querySelector('main');
    expect(main?.className).not.toBe('boot');
    expect(main?.querySelector('h1')?.textContent).toBe('India v Australia');
    expect(main?.querySelector('[role="status"]')?.textContent).toBe('Loading the markets…');
    root.remove();
  });

  it('paints nothing wider than a phone, for a signed-in player, on a suspended site, or once React has committed', async () => {
    const cases: Array<[string, () => void]> = [
      ['a tablet or desktop', () => onPhone(false)],
      ['a signed-in player', () => (onPhone(true), writeString(storageKeys.accessToken, 'stored-token'))],
      ['a suspended site', () => (onPhone(true), setBrandOverride('suspended.localhost'))],
    ];
    for (const [what, arrange] of cases) {
      localStorage.clear();
      setBrandOverride(null);
      arrange();
      const root = bootFrame();
      await paintAt('/matchlist/3', root);
      expect(root.querySelector('main.boot'), what).not.toBeNull();
      root.remove();
    }
    localStorage.clear();
    onPhone(true);
    const root = bootFrame();
    const committed = document.createElement('main');
    root.querySelector('main.boot')?.replaceWith(committed); // React's first commit cleared the frame
    await paintAt('/matchlist/3', root);
    expect(root.querySelector('main')).toBe(committed);
    expect(committed.childElementCount).toBe(0);
    root.remove();
  });

  /** The calls the page sends, by path. */
  function recordCalls(): string[] {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    return calls;
  }

  it("hands its answers to the app's first loads: the tree and the settings are asked for once", async () => {
    onPhone(true);
    const root = bootFrame();
    const calls = recordCalls();
    const uninstall = installApiRuntime();
    try {
      await paintFirstScreen('/matchlist/3', root);
      const queryClient = createQueryClient();
      startFirstLoads(queryClient, '/matchlist/3');
      const tree = await queryClient.fetchQuery(sportTreeQueryOptions());
      expect(tree.result.some((sport) => sport.id === 3)).toBe(true);
      await waitFor(() => expect(queryClient.getQueryData(domainSettingQueryKey())).toBeDefined());
      expect(calls.filter((path) => path.endsWith('/Event/TreeSportWithEvent'))).toHaveLength(1);
      expect(calls.filter((path) => path.endsWith('/Setting/GetDomainSetting'))).toHaveLength(1);
    } finally {
      uninstall();
      root.remove();
    }
  });

  it('leaves a failed load to the screen that shows it, and does not ask again before', async () => {
    onPhone(true);
    setFaults([{ match: 'Setting/GetDomainSetting', kind: 'http500', times: 1 }]);
    const root = bootFrame();
    const calls = recordCalls();
    const uninstall = installApiRuntime();
    try {
      // The boot chunk goes on to the app whatever this says (src/app/main.tsx).
      await expect(paintFirstScreen('/matchlist/3', root)).rejects.toMatchObject({ kind: 'server' });
      expect(root.querySelector('main.boot')).not.toBeNull(); // nothing painted: the screen says why
      expect(earlyAnswerFailed('getDomainSetting')).toBe(true);
      const queryClient = createQueryClient();
      startFirstLoads(queryClient, '/matchlist/3');
      // Not settled unseen before the first render: the screen's own load takes the failure (no retry).
      expect(queryClient.getQueryState(domainSettingQueryKey())).toBeUndefined();
      await expect(queryClient.fetchQuery(domainSettingQueryOptions())).rejects.toMatchObject({ kind: 'server' });
      expect(calls.filter((path) => path.endsWith('/Setting/GetDomainSetting'))).toHaveLength(1);
    } finally {
      uninstall();
      root.remove();
    }
  });
});

describe('matchRoute', () => {
  // The boot chunk has no router: its matcher must read the painted routes as react-router does.
  it.each([
    [paths.matchList, '/matchlist/3'],
    [paths.matchList, '/matchlist/3/'],
    [paths.matchList, '/MatchList/3'],
    [paths.matchList, '/matchlist'],
    [paths.matchList, '/matchlist/3/4'],
    [paths.markets, '/markets'],
    [paths.markets, '/markets/3001'],
    [paths.markets, '/markets/3001/33001'],
    [paths.markets, '/markets/3001/33001/9'],
    [paths.markets, '/markets/a%20b'],
    [paths.markets, '/marketsx/1'],
  ])('reads %s at %s as react-router does', (path, pathname) => {
    expect(matchRoute(path, pathname)).toEqual(matchPath({ path, end: true }, pathname)?.params ?? null);
  });
});
