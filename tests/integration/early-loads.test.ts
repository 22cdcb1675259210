import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getUserOdds } from '@/api/generated/sdk.gen';
import { installApiRuntime } from '@/api/runtime';
import { earlyLoads, type EarlyLoadsInput } from '@/app/boot/early-loads';
import { EARLY_ROUTES } from '@/app/boot/early-routes';
import { screenAt, startFirstLoads } from '@/app/boot/first-loads';
import { createQueryClient } from '@/app/query-client';
import { appConfig } from '@/config/env';
import { domainSettingQueryKey } from '@/features/site';
import { sportTreeQueryOptions } from '@/features/sports';
import { server } from '../../mocks/node';

// The build's early-loads script hints the first page's calls from index.html. A hint helps
// only when the app later asks for exactly that: the same URL and no header of its own (Chromium
// hands a preloaded response only to a request that matches it). These tests hold the hints to the
// requests the app really makes through the generated client.

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  server.events.removeAllListeners();
  localStorage.clear();
});

const MARKET_FILES = ['/assets/markets-page.js', '/assets/Tabs.js'];
const MARKET_STYLES = ['/assets/markets-page.css'];

function input(pathname: string, overrides: Partial<EarlyLoadsInput> = {}): EarlyLoadsInput {
  const config = appConfig();
  return {
    address: { hostname: location.hostname, host: location.host },
    pathname,
    storedBaseUrl: null,
    signedIn: false,
    phone: false,
    multiplexed: false,
    apiBaseUrl: config.apiBaseUrl,
    apiBaseUrlTest: config.apiBaseUrlTest,
    routes: EARLY_ROUTES,
    marketScreenFiles: MARKET_FILES,
    marketScreenStyles: MARKET_STYLES,
    ...overrides,
  };
}

/** What Node's fetch itself puts on the wire (MSW sees the raw request): not the app's, and a browser
 * sends its own for a preload and a fetch alike. Accept counts when it is not fetch's own. */
const FETCH_OWN_HEADERS = new Set(['accept-encoding', 'accept-language', 'connection', 'host', 'sec-fetch-mode', 'user-agent']);
const isFetchOwn = (name: string, value: string) => FETCH_OWN_HEADERS.has(name) || (name === 'accept' && value === '*/*');

interface Seen {
  url: string;
  headers: string[];
}

/** The app's start at `pathname`, plus the market screen's first odds call when it is a market page. */
async function appRequests(pathname: string, eventId?: number): Promise<Seen[]> {
  uninstall = installApiRuntime();
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const headers: string[] = [];
    request.headers.forEach((value, name) => {
      if (!isFetchOwn(name, value)) headers.push(name);
    });
    seen.push({ url: request.url, headers });
  });
  const queryClient = createQueryClient();
  startFirstLoads(queryClient, pathname);
  await waitFor(() => expect(queryClient.getQueryState(domainSettingQueryKey())?.status).toBe('success'));
  if (screenAt(pathname)?.layout === 'main')
    await waitFor(() => expect(queryClient.getQueryState(sportTreeQueryOptions().queryKey)?.status).toBe('success'));
  if (eventId !== undefined) await getUserOdds({ query: { eventId } });
  return seen;
}

describe('earlyLoads', () => {
  it("hints a market page's calls exactly as the generated client makes them, with no header that would spoil the match", async () => {
    const hints = earlyLoads(input('/markets/3001'));
    const seen = await appRequests('/markets/3001', 3001);
    expect(hints.data).toHaveLength(3);
    for (const url of hints.data) {
      const request = seen.find((each) => each.url === url);
      expect(request, `the app asks for ${url}; it asked for ${seen.map((each) => each.url).join(', ')}`).toBeDefined();
      expect(request?.headers).toEqual([]);
    }
  });

  it("hints the landing page's domain settings and sports tree, and no screen chunks", async () => {
    const hints = earlyLoads(input('/matchlist/3'));
    const seen = (await appRequests('/matchlist/3')).map((each) => each.url);
    expect(hints.data.map((url) => new URL(url).pathname)).toEqual(['/api/Setting/GetDomainSetting', '/Event/TreeSportWithEvent']);
    expect(seen).toEqual(expect.arrayContaining(hints.data));
    expect(hints.modules).toEqual([]);
    expect(hints.styles).toEqual([]);
  });

  it("hints the market screen's chunks and style sheets on every market address, and on no other page", () => {
    expect(earlyLoads(input('/markets/3001')).modules).toEqual(MARKET_FILES);
    expect(earlyLoads(input('/markets/3001/33001')).styles).toEqual(MARKET_STYLES);
    expect(earlyLoads(input('/inplay')).styles).toEqual([]);
    expect(earlyLoads(input('/markets/3001/33001')).modules).toEqual(MARKET_FILES);
    expect(earlyLoads(input('/markets/3001/33001')).data.at(-1)).toMatch(/\/Odds\/GetUserOddsV2\?eventId=3001$/);
    expect(earlyLoads(input('/markets')).modules).toEqual([]);
    expect(earlyLoads(input('/inplay')).modules).toEqual([]);
  });

  it("holds a market page's chunk hints for the painted heading where the boot paints it (a visitor on a phone) and the page came over HTTP/2 or 3", () => {
    const painted = { phone: true, multiplexed: true };
    expect(earlyLoads(input('/markets/3001', painted)).modulesAfterFirstScreen).toBe(true);
    expect(earlyLoads(input('/markets/3001', { ...painted, phone: false })).modulesAfterFirstScreen).toBe(false);
    expect(earlyLoads(input('/markets/3001', { ...painted, signedIn: true })).modulesAfterFirstScreen).toBe(false);
    // Over HTTP/1.1 the chunks queue six at a time: they go at once.
    expect(earlyLoads(input('/markets/3001', { ...painted, multiplexed: false })).modulesAfterFirstScreen).toBe(false);
    // Held or not, the hints are the same.
    expect(earlyLoads(input('/markets/3001', painted)).modules).toEqual(MARKET_FILES);
    expect(earlyLoads(input('/matchlist/3', painted)).modulesAfterFirstScreen).toBe(false);
  });

  it('asks for the sports tree on exactly the pages whose layout shows the sports menu', () => {
    const pages = [
      '/',
      '/home',
      '/inplay',
      '/matchlist/1',
      '/markets/3001',
      '/casino',
      '/lobby',
      '/account/my-profile',
      '/bet-history',
      '/auth/login',
      '/auth/signup',
      '/error-404',
      '/error-500',
      '/under-maintenance',
      '/test',
    ];
    for (const pathname of pages) {
      const asksTree = earlyLoads(input(pathname)).data.some((url) => url.endsWith('/Event/TreeSportWithEvent'));
      expect(asksTree, pathname).toBe(screenAt(pathname)?.layout === 'main');
    }
  });

  it("leaves a signed-in player's calls to the app: they carry the bearer, which a preload cannot", async () => {
    localStorage.setItem('accessToken', 'a-token');
    const hints = earlyLoads(input('/markets/3001', { signedIn: true }));
    expect(hints.data.map((url) => new URL(url).pathname)).toEqual(['/api/Setting/GetDomainSetting']);
    const seen = await appRequests('/markets/3001', 3001);
    expect(seen.find((each) => each.url.includes('/Event/TreeSportWithEvent'))?.headers).toContain('authorization');
    // The screen's code is the same for everyone.
    expect(hints.modules).toEqual(MARKET_FILES);
  });

  it('follows the stored baseUrl as the app does, and leaves the domain settings on their own host', () => {
    const hints = earlyLoads(input('/matchlist/3', { storedBaseUrl: 'https://brand-api.example/' }));
    expect(hints.data[1]).toBe('https://brand-api.example/Event/TreeSportWithEvent');
    expect(hints.data[0]).not.toContain('brand-api.example');
  });

  it('asks a test site for its domain settings on the test API host, and a live site on the main one', () => {
    const hosts = { apiBaseUrl: 'https://api.brand.example/', apiBaseUrlTest: 'https://api-test.brand.example' };
    expect(earlyLoads(input('/', { ...hosts, address: { hostname: 'www.brand.com', host: 'www.brand.com' } })).data[0]).toBe(
      'https://api.brand.example/api/Setting/GetDomainSetting',
    );
    expect(earlyLoads(input('/', { ...hosts, address: { hostname: 'brand-test.pages.dev', host: 'brand-test.pages.dev' } })).data[0]).toBe(
      'https://api-test.brand.example/api/Setting/GetDomainSetting',
    );
  });
});
