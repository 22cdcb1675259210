// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brandManifest, DEFAULT_MANIFEST } from '@/features/pwa';
import { BET_LOCK, betInFlight, routeOf, shellCacheName, staleCaches, unusedCaches } from '@/features/pwa/model/precache';
import { brandChromeColors } from '@/features/site';
import { precacheFiles } from '../../scripts/service-worker-plugin';

// Repeat visits: what the production service worker answers, what a build gives it to keep,
// and the manifest a brand installs under. The worker itself runs in tests/unit/service-worker.test.ts
// and tests/e2e/production-app.spec.ts.

const ORIGIN = 'https://brand.example';
const PRECACHED = new Set(['/index.html', '/assets/index-abc.js', '/assets/index-def.css']);
const route = (url: string, mode = 'cors', method = 'GET') => routeOf({ url, mode, method }, ORIGIN, PRECACHED);

describe('the service worker routes', () => {
  it('answers every page of the app with the shell, whatever its address', () => {
    expect(route(`${ORIGIN}/matchlist/3`, 'navigate')).toBe('shell');
    expect(route(`${ORIGIN}/markets/3001/33001?login=false`, 'navigate')).toBe('shell');
    expect(route(`${ORIGIN}/`, 'navigate')).toBe('shell');
    expect(route(`${ORIGIN}/index.html`, 'navigate')).toBe('shell');
  });

  it("serves its build's files from the cache and leaves the API, the hub, the CDN and writes alone", () => {
    expect(route(`${ORIGIN}/assets/index-abc.js`)).toBe('precached');
    expect(route(`${ORIGIN}/assets/index-def.css`)).toBe('precached');
    // Another build's chunk (a tab still running it loads a screen): from that build's kept files.
    expect(route(`${ORIGIN}/assets/index-old.js`)).toBe('other-build');
    expect(route(`${ORIGIN}/assets/index-old.css`)).toBe('other-build');
    // Files asked for by name go to the network.
    expect(route(`${ORIGIN}/icon-192.png`)).toBe('network');
    expect(route(`${ORIGIN}/sw.js`, 'navigate')).toBe('network');
    expect(route(`${ORIGIN}/icon-192.png`, 'navigate')).toBe('network');
    expect(route('https://api.brand.example/Event/GetEvents', 'cors')).toBe('network');
    expect(route('https://cdn.brand.example/assets/index-abc.js', 'cors')).toBe('network');
    expect(route(`${ORIGIN}/assets/index-abc.js`, 'cors', 'POST')).toBe('network');
  });

  it("answers the manifest with the brand's, at any query the page's link adds", () => {
    expect(route(`${ORIGIN}/manifest.webmanifest`)).toBe('brand-manifest');
    expect(route(`${ORIGIN}/manifest.webmanifest?brand=1x2y`)).toBe('brand-manifest');
  });

  it("deletes other builds' shells on activation, never other caches", () => {
    const names = [shellCacheName('old1'), shellCacheName('new2'), 'exchange-brand', 'some-other-app'];
    expect(staleCaches(names, 'new2')).toEqual([shellCacheName('old1')]);
  });

  it("deletes another build's files only once no open tab runs it, and none while a tab has not said", () => {
    const names = [shellCacheName('old1'), shellCacheName('old2'), shellCacheName('new3'), 'exchange-brand', 'exchange-tabs'];
    expect(unusedCaches(names, 'new3', ['new3', 'old2'])).toEqual([shellCacheName('old1')]);
    expect(unusedCaches(names, 'new3', ['new3'])).toEqual([shellCacheName('old1'), shellCacheName('old2')]);
    expect(unusedCaches(names, 'new3', ['new3', null])).toEqual([]);
  });

  it('sees a bet in flight in any tab by its lock, held or waiting', () => {
    expect(betInFlight({ held: [{ name: BET_LOCK }], pending: [] })).toBe(true);
    expect(betInFlight({ held: [], pending: [{ name: BET_LOCK }] })).toBe(true);
    expect(betInFlight({ held: [{ name: 'another' }] })).toBe(false);
    expect(betInFlight({})).toBe(false);
  });
});

describe("a build's precache list", () => {
  it('keeps the page and every script and style sheet, and nothing else the build wrote', () => {
    const written = [
      'index.html',
      'assets/index-abc.js',
      'assets/index-def.css',
      'assets/markets-page-123.js',
      '.vite/manifest.json',
      'assets/index-abc.js.map',
      'icon-192.png',
      'manifest.webmanifest',
    ];
    expect(precacheFiles(written)).toEqual(['/index.html', '/assets/index-abc.js', '/assets/index-def.css', '/assets/markets-page-123.js']);
  });
});

describe("a brand's web app manifest", () => {
  const light = brandChromeColors('light');
  const dark = brandChromeColors('dark');

  it("takes the site's name, description, favicon and the theme's colours", () => {
    const manifest = brandManifest({
      domainTitle: 'Exchange Local',
      description: 'Back and lay.',
      favicon: 'https://cdn.brand.example/fav.png',
      themeColor: light.theme,
      backgroundColor: light.background,
    });
    expect(manifest).toMatchObject({
      name: 'Exchange Local',
      short_name: 'Exchange Lo…',
      description: 'Back and lay.',
      theme_color: '#1971c2',
      background_color: '#fff',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.icons[0]).toEqual({ src: 'https://cdn.brand.example/fav.png', sizes: 'any' });
    // The build's own icons stay: the favicon's size is unknown, and an install needs 144 px or more.
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['any', '192x192', '512x512', 'any']);
  });

  it('keeps a short name whole and falls back to the defaults when the settings say nothing', () => {
    const manifest = brandManifest({ domainTitle: '  ', description: null, themeColor: dark.theme, backgroundColor: dark.background });
    expect(manifest.name).toBe(DEFAULT_MANIFEST.name);
    expect(manifest.short_name).toBe('Exchange');
    expect(manifest.description).toBe(DEFAULT_MANIFEST.description);
    expect(manifest.background_color).toBe('#242424');
    expect(manifest.icons).toEqual(DEFAULT_MANIFEST.icons);
  });
});
