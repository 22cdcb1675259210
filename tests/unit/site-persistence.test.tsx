// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@/api/errors';
import { getSiteConfigQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { DomainSetting, SiteConfig } from '@/api/generated/types.gen';
import { resetInFlight } from '@/api/in-flight';
import { installApiRuntime } from '@/api/runtime';
import { appConfig } from '@/config/env';
import { useSiteConfig, useSiteSettings } from '@/features/site';

// The stores of docs/product.md §3 that the site feature writes, checked against a stubbed network (jsdom runs
// on localhost: a test site, so the settings come from the test API host and the site file is
// test.json).

const brand: DomainSetting = {
  siteSuspended: false,
  allowSignUp: true,
  skipVerification: false,
  domainTitle: 'Brand',
  baseUrl: 'https://api.brand.example',
};

const testSiteFile: SiteConfig = {
  domain: 'test',
  slideDataLogo: 'https://cdn.exchange.example/logos/test.png',
  slideDataImg: [{ url: 'https://cdn.exchange.example/slides/1.jpg', order: 1 }],
  mobileGames: [{ id: 'teen-patti', name: 'Teen Patti', imageURL: 'https://cdn.exchange.example/g/tp.png' }],
  desktopGames: [{ id: 'roulette', name: 'Roulette', imageURL: 'https://cdn.exchange.example/g/r.png' }],
};

const defaultSiteFile: SiteConfig = {
  domain: 'default-domain',
  slideDataLogo: 'https://cdn.exchange.example/logos/default.png',
  slideDataImg: [],
};

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Replaces fetch; returns the requests it received. */
function stubNetwork(answer: (request: Request) => Response | Promise<Response>): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request);
      return answer(request);
    }),
  );
  return requests;
}

function wrapperWith(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

function newQueryClient(): QueryClient {
  // retryDelay 0: the site file's own retries (2) run without waiting.
  return new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
}

let uninstallRuntime: () => void = () => undefined;
beforeAll(() => {
  uninstallRuntime = installApiRuntime();
});
afterAll(() => uninstallRuntime());
afterEach(() => {
  vi.unstubAllGlobals();
  resetInFlight();
});

describe('domain settings load (docs/product.md §4, docs/wire.md §1.2)', () => {
  const settingsUrl = `${appConfig().apiBaseUrlTest ?? ''}/api/Setting/GetDomainSetting`;

  it('asks the test API host on a test site and stores baseUrl and siteSuspended', async () => {
    const requests = stubNetwork(() => json({ success: true, result: brand }));
    const { result } = renderHook(() => useSiteSettings(), { wrapper: wrapperWith(newQueryClient()) });

    await waitFor(() => expect(result.current.settings?.domainTitle).toBe('Brand'));
    expect(requests.map((request) => request.url)).toEqual([settingsUrl]);
    expect(localStorage.getItem('baseUrl')).toBe('https://api.brand.example');
    expect(localStorage.getItem('siteSuspended')).toBe('false');
    expect(result.current.siteSuspended).toBe(false);
  });

  it('removes a stored baseUrl when the brand has none', async () => {
    localStorage.setItem('baseUrl', 'https://api.old-brand.example');
    stubNetwork(() => json({ success: true, result: { ...brand, baseUrl: '' } }));
    const { result } = renderHook(() => useSiteSettings(), { wrapper: wrapperWith(newQueryClient()) });

    await waitFor(() => expect(result.current.settings).toBeDefined());
    expect(localStorage.getItem('baseUrl')).toBeNull();
  });

  it('stores a suspension the brand reports', async () => {
    stubNetwork(() => json({ success: true, result: { ...brand, siteSuspended: true } }));
    const { result } = renderHook(() => useSiteSettings(), { wrapper: wrapperWith(newQueryClient()) });

    await waitFor(() => expect(result.current.settings).toBeDefined());
    expect(localStorage.getItem('siteSuspended')).toBe('true');
    expect(result.current.siteSuspended).toBe(true);
  });

  it('marks the site suspended when the load fails, without retrying, and says why', async () => {
    const requests = stubNetwork(() => json({ success: false, error: { message: 'Domain is not configured' } }, 500));
    const { result } = renderHook(() => useSiteSettings(), { wrapper: wrapperWith(newQueryClient()) });

    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.error?.message).toBe('Domain is not configured');
    expect(localStorage.getItem('siteSuspended')).toBe('true');
    expect(result.current.siteSuspended).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('marks the site suspended when the network is down', async () => {
    stubNetwork(() => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useSiteSettings(), { wrapper: wrapperWith(newQueryClient()) });

    await waitFor(() => expect(result.current.error?.message).toBe(NETWORK_ERROR_MESSAGE));
    expect(localStorage.getItem('siteSuspended')).toBe('true');
  });

  it('does not mark the site suspended when the load is cancelled', async () => {
    const requests = stubNetwork(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const queryClient = newQueryClient();
    renderHook(() => useSiteSettings(), { wrapper: wrapperWith(queryClient) });
    await waitFor(() => expect(requests).toHaveLength(1));

    await queryClient.cancelQueries();
    expect(localStorage.getItem('siteSuspended')).toBeNull();
  });

  it('loads once however many screens ask', async () => {
    const requests = stubNetwork(() => json({ success: true, result: brand }));
    const queryClient = newQueryClient();
    const first = renderHook(() => useSiteSettings(), { wrapper: wrapperWith(queryClient) });
    renderHook(() => useSiteSettings(), { wrapper: wrapperWith(queryClient) });

    await waitFor(() => expect(first.result.current.settings).toBeDefined());
    expect(requests).toHaveLength(1);
  });
});

describe('per-site configuration file (docs/product.md §3, §7)', () => {
  const cdn = appConfig().cdnBaseUrl;
  const fileOf = (request: Request) => new URL(request.url).pathname.replace('/site-settings/', '');

  it('loads the site file past every cache and stores the slides, logo and game lists', async () => {
    const requests = stubNetwork(() => json(testSiteFile));
    const queryClient = newQueryClient();
    const { result } = renderHook(() => useSiteConfig(), { wrapper: wrapperWith(queryClient) });

    await waitFor(() => expect(result.current.data?.domain).toBe('test'));
    const [request] = requests;
    expect(request?.url.startsWith(`${cdn}/site-settings/test.json?t=`)).toBe(true);
    expect(Number(new URL(request?.url ?? '').searchParams.get('t'))).toBeGreaterThan(0);
    // No-cache as the request's cache mode (the browser revalidates), not as a header that would cost
    // a CORS preflight (one round trip more before the first screen).
    expect(request?.cache).toBe('no-cache');
    expect(request?.headers.get('Cache-Control')).toBeNull();

    expect(localStorage.getItem('slideDataLogo')).toBe('https://cdn.exchange.example/logos/test.png');
    expect(JSON.parse(localStorage.getItem('slideDataImg') ?? 'null')).toEqual(testSiteFile.slideDataImg);
    expect(JSON.parse(localStorage.getItem('mobileGames') ?? 'null')).toEqual(testSiteFile.mobileGames);
    expect(JSON.parse(localStorage.getItem('desktopGames') ?? 'null')).toEqual(testSiteFile.desktopGames);

    // The cache key names the file, not the moment it was asked for.
    expect(queryClient.getQueryData(getSiteConfigQueryKey({ baseUrl: cdn, path: { siteFile: 'test.json' } }))).toEqual(testSiteFile);
  });

  it("falls back to default-domain.json when the site's own file fails", async () => {
    const requests = stubNetwork((request) =>
      fileOf(request) === 'default-domain.json' ? json(defaultSiteFile) : new Response(null, { status: 404 }),
    );
    const { result } = renderHook(() => useSiteConfig(), { wrapper: wrapperWith(newQueryClient()) });

    await waitFor(() => expect(result.current.data?.domain).toBe('default-domain'));
    expect(requests.map(fileOf)).toEqual(['test.json', 'default-domain.json']);
    expect(localStorage.getItem('slideDataLogo')).toBe('https://cdn.exchange.example/logos/default.png');
  });

  it('drops stored entries the loaded file does not have', async () => {
    localStorage.setItem('mobileGames', JSON.stringify(testSiteFile.mobileGames));
    localStorage.setItem('desktopGames', JSON.stringify(testSiteFile.desktopGames));
    stubNetwork(() => json(defaultSiteFile));
    const { result } = renderHook(() => useSiteConfig(), { wrapper: wrapperWith(newQueryClient()) });

    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(localStorage.getItem('mobileGames')).toBeNull();
    expect(localStorage.getItem('desktopGames')).toBeNull();
    expect(JSON.parse(localStorage.getItem('slideDataImg') ?? 'null')).toEqual([]);
  });

  it('retries twice when both files fail, then reports the failure', async () => {
    const requests = stubNetwork(() => new Response(null, { status: 503 }));
    const { result } = renderHook(() => useSiteConfig(), { wrapper: wrapperWith(newQueryClient()) });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(requests.map(fileOf)).toEqual([
      'test.json',
      'default-domain.json',
      'test.json',
      'default-domain.json',
      'test.json',
      'default-domain.json',
    ]);
    expect(localStorage.getItem('slideDataLogo')).toBeNull();
  });
});
