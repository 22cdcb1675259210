import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE_URL } from '@/api/base-url';
import {
  buildCsp,
  buildCspHeader,
  cspDirectives,
  cspOriginsFromEnv,
  defaultApiBaseUrl,
  injectCspMeta,
  originOf,
} from '../../scripts/csp-policy.mjs';

// The Content-Security-Policy of the built app: only the configured hosts, no inline script.

const env = {
  VITE_API_BASE_URL: 'https://api.brand.example/',
  VITE_API_BASE_URL_TEST: 'https://api-test.brand.example',
  VITE_HUB_URL: 'https://hub.brand.example',
  VITE_HUB_URL_TEST: 'https://hub-test.brand.example:8443/',
  VITE_CDN_BASE_URL: 'https://cdn.brand.example/static',
  VITE_CLIENT_IP_URL: 'https://ip.brand.example/client-ip?format=json',
  VITE_CASINO_LOTUS_URL: 'https://lotus.casino.example',
  VITE_CASINO_LOTUS_URL_TEST: 'https://lotus-test.casino.example',
  VITE_CASINO_AURA_URL: 'https://aura.casino.example',
  VITE_CASINO_AURA_URL_TEST: 'https://aura.casino.example',
  VITE_CASINO_ROYAL_URL: 'https://royal.casino.example',
  VITE_CASINO_ROYAL_URL_TEST: '',
  VITE_MOCKING: 'off',
  VITE_TOKEN_CLIENT_SECRET: 'never-in-a-policy',
};
const DEFAULT_API = 'https://api.default.example';

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.split(' ').slice(1);
}

describe('the policy from the build environment', () => {
  const policy = buildCsp(cspOriginsFromEnv(env, DEFAULT_API));

  it('allows scripts from the app itself only: no inline script, no eval', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('lets Mantine write its <style> elements and style attributes', () => {
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('connects to the configured API hosts, the default API host, the hub over https and wss, the CDN, the client-IP service and the casinos', () => {
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.brand.example',
      'https://api-test.brand.example',
      DEFAULT_API,
      'https://hub.brand.example',
      'wss://hub.brand.example',
      'https://hub-test.brand.example:8443',
      'wss://hub-test.brand.example:8443',
      'https://cdn.brand.example',
      'https://ip.brand.example',
      'https://lotus.casino.example',
      'https://lotus-test.casino.example',
      'https://aura.casino.example',
      'https://royal.casino.example',
    ]);
  });

  it('frames only the casino providers; images from the app, data URLs, the CDN and the casinos', () => {
    expect(directive(policy, 'frame-src')).toEqual([
      'https://lotus.casino.example',
      'https://lotus-test.casino.example',
      'https://aura.casino.example',
      'https://royal.casino.example',
    ]);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://cdn.brand.example',
      'https://lotus.casino.example',
      'https://lotus-test.casino.example',
      'https://aura.casino.example',
      'https://royal.casino.example',
    ]);
  });

  it('names hosts by origin only: no paths, no query, no values of other variables', () => {
    expect(policy).not.toMatch(/\/static|client-ip|format=json|never-in-a-policy/);
    expect(policy).not.toContain('localhost');
  });

  it('takes extra frame origins (score card, stream providers) from CSP_FRAME_ORIGINS and ignores what is not a URL', () => {
    const withFrames = buildCsp(
      cspOriginsFromEnv(
        { ...env, CSP_FRAME_ORIGINS: 'https://score.provider.example/card, javascript:alert(1) https://stream.provider.example' },
        DEFAULT_API,
      ),
    );
    expect(directive(withFrames, 'frame-src')).toEqual(
      expect.arrayContaining(['https://score.provider.example', 'https://stream.provider.example']),
    );
    expect(withFrames).not.toContain('javascript:');
  });

  it('frames the configured live-video player, by its origin only', () => {
    const withPlayer = buildCsp(
      cspOriginsFromEnv({ ...env, VITE_VIDEO_PLAYER_URL: 'https://tv.provider.example/player?x=1' }, DEFAULT_API),
    );
    expect(directive(withPlayer, 'frame-src')).toContain('https://tv.provider.example');
    expect(withPlayer).not.toContain('/player');
    expect(directive(buildCsp(cspOriginsFromEnv(env, DEFAULT_API)), 'frame-src')).not.toContain('https://tv.provider.example');
  });

  it('the mock build may also frame the mock casino page on the preview’s loopback names', () => {
    const mock = buildCsp(cspOriginsFromEnv({ ...env, VITE_MOCKING: 'on' }, DEFAULT_API));
    expect(directive(mock, 'frame-src')).toEqual(expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']));
    expect(directive(mock, 'script-src')).toEqual(["'self'"]);
  });

  it("frames nothing when no frame origin is configured ('none', not an empty directive)", () => {
    const bare = cspDirectives(cspOriginsFromEnv({}, DEFAULT_API));
    expect(bare.find(([name]) => name === 'frame-src')?.[1]).toEqual(["'none'"]);
    expect(bare.find(([name]) => name === 'connect-src')?.[1]).toEqual(["'self'", DEFAULT_API]);
  });

  it('the header adds what a meta tag cannot carry', () => {
    const header = buildCspHeader(cspOriginsFromEnv(env, DEFAULT_API));
    expect(header.startsWith(policy)).toBe(true);
    expect(header).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('frame-ancestors');
  });
});

describe('origins', () => {
  it('the build reads the same default API host as the app uses', () => {
    expect(defaultApiBaseUrl(process.cwd())).toBe(DEFAULT_API_BASE_URL);
  });

  it.each([
    ['https://a.example/path?q=1', 'https://a.example'],
    ['http://localhost:4185/', 'http://localhost:4185'],
    ['wss://hub.example/teslahub', 'wss://hub.example'],
    ['javascript:alert(1)', undefined],
    ['not a url', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (value, origin) => {
    expect(originOf(value)).toBe(origin);
  });
});

describe('the meta tag in index.html', () => {
  const html =
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Exchange</title>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n</html>';

  it('goes right after <meta charset>, before any script', () => {
    const out = injectCspMeta(html, "default-src 'self'");
    const meta = out.indexOf('<meta http-equiv="Content-Security-Policy" content="default-src \'self\'" />');
    expect(meta).toBeGreaterThan(out.indexOf('<meta charset="UTF-8" />'));
    expect(meta).toBeLessThan(out.indexOf('<script'));
  });

  it('escapes the policy for the attribute', () => {
    expect(injectCspMeta(html, 'a"b&c')).toContain('content="a&quot;b&amp;c"');
  });

  it('refuses a page without a head', () => {
    expect(() => injectCspMeta('<html><body></body></html>', "default-src 'self'")).toThrow(/no <head>/);
  });
});
