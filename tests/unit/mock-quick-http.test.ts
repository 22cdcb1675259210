import { http, HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { controlHandlers } from '@mocks/control';
import { handlers } from '@mocks/handlers';
import { prefilterOf, quickHttp } from '@mocks/handlers/shared/quick-http';
import { hubHandlers } from '@mocks/hub/msw';

// The mock's handlers look at a request's method and path before MSW parses it (MSW read the
// cookies and compiled the path of every handler for every request). The look must never change what
// matches: these compare each handler with plain MSW on every route's own URL.
const all = [...handlers, ...controlHandlers, ...hubHandlers].filter((handler): handler is HttpHandler => handler instanceof HttpHandler);
const API = 'https://api.exchange.example';
const ORIGINS = [API, 'http://localhost:5173'];

/** A URL MSW's pattern matches: `*` an origin, each `:param` a value. */
function urlFor(path: string, origin: string): string {
  return path.replace(/^\*/, origin).replace(/:[A-Za-z0-9_]+/g, '42');
}

async function matches(handler: HttpHandler, method: string, url: string): Promise<boolean> {
  const request = new Request(url, { method, body: method === 'GET' || method === 'HEAD' ? undefined : '{}' });
  return handler.test({ request, resolutionContext: {} });
}

describe('quickHttp', () => {
  it('lets through exactly the URLs MSW matches, for every route of the mock', async () => {
    const stringRoutes = all.filter((handler) => typeof handler.info.path === 'string');
    expect(stringRoutes.length).toBeGreaterThan(50);
    const urls = stringRoutes.flatMap((handler) => ORIGINS.map((origin) => urlFor(handler.info.path as string, origin)));
    urls.push(
      'https://api.exchange.example/api/services/app/Bet/PlaceBet/',
      'https://api.exchange.example/API/SERVICES/APP/BET/PLACEBET?x=1',
    );
    const mismatches: string[] = [];
    for (const handler of stringRoutes) {
      const method = String(handler.info.method);
      const plain = http[method.toLowerCase() as 'get'](handler.info.path as string, () => undefined);
      for (const url of urls) {
        for (const candidate of [method, method === 'GET' ? 'POST' : 'GET']) {
          const [quick, msw] = await Promise.all([matches(handler, candidate, url), matches(plain, candidate, url)]);
          if (quick !== msw) mismatches.push(`${handler.info.header} ← ${candidate} ${url}: quick ${quick}, msw ${msw}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('every route answers its own URL (a handler is never filtered out of its own path)', async () => {
    for (const handler of all.filter((item) => typeof item.info.path === 'string')) {
      await expect(
        matches(handler, String(handler.info.method), urlFor(handler.info.path as string, API)),
        handler.info.header,
      ).resolves.toBe(true);
    }
  });

  it('the first look: method, path segments, parameters, case and a trailing slash', () => {
    const placeBet = prefilterOf('*/api/services/app/Bet/PlaceBet');
    expect(placeBet.test('https://api.exchange.example/api/services/app/Bet/PlaceBet')).toBe(true);
    expect(placeBet.test('https://api.exchange.example/api/services/app/bet/placebet/')).toBe(true);
    expect(placeBet.test('https://api.exchange.example/api/services/app/Bet/PlaceBets')).toBe(false);
    expect(placeBet.test('https://api.exchange.example/api/services/app/Bet/PlaceBet/extra')).toBe(false);
    const user = prefilterOf('*/__mock/state/users/:userName');
    expect(user.test('http://localhost:5173/__mock/state/users/player1')).toBe(true);
    expect(user.test('http://localhost:5173/__mock/state/users/player1/bets')).toBe(false);
    expect(prefilterOf('*/casino/a.b').test('https://x.example/casino/aXb')).toBe(false);
  });

  it('a RegExp route keeps its own pattern', async () => {
    const image = quickHttp.get(/\/casino\/[^?]+\.png$/, () => undefined);
    await expect(matches(image, 'GET', 'https://cdn.exchange.example/casino/tile.png')).resolves.toBe(true);
    await expect(matches(image, 'POST', 'https://cdn.exchange.example/casino/tile.png')).resolves.toBe(false);
    await expect(matches(image, 'GET', 'https://cdn.exchange.example/casino/tile.jpg')).resolves.toBe(false);
  });
});
