import { describe, expect, it } from 'vitest';
import { browserNameAndVersion, hubUrlFor, RECONNECT_DELAYS_MS } from '@/features/realtime/model/hub-settings';

const hubs = { production: 'https://hub.brand.example', test: 'https://hub-test.brand.example' };
const at = (host: string) => ({ host, hostname: host.replace(/:\d+$/, '') });

describe('the hub address (docs/product.md §7)', () => {
  it.each([
    ['www.brand.com', 'https://hub.brand.example/teslahub'],
    ['test.brand.com', 'https://hub-test.brand.example/teslahub'],
    ['brand.pages.dev', 'https://hub-test.brand.example/teslahub'],
    ['localhost:5173', 'https://hub-test.brand.example/teslahub'],
  ])('%s → %s', (host, url) => {
    expect(hubUrlFor(at(host), hubs)).toBe(url);
  });

  it('reconnects after 0, 2, 10 and 30 seconds, then stops (docs/product.md §9)', () => {
    expect(RECONNECT_DELAYS_MS).toEqual([0, 2000, 10000, 30000]);
  });
});

describe('RegisterClient Browser field (docs/product.md §3)', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.8078.79 Safari/537.36', 'Chrome 156.0.8078.79'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge 131.0.2903.86',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133.0'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari 18.1',
    ],
    ['curl/8.0', 'Unknown'],
  ])('%s → %s', (userAgent, expected) => {
    expect(browserNameAndVersion(userAgent)).toBe(expected);
  });
});
