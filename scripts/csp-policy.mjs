// docs/security.md "Content-Security-Policy": a build allows exactly the hosts its environment names.

// Plain JavaScript, typed in csp-policy.d.mts.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const API_KEYS = ['VITE_API_BASE_URL', 'VITE_API_BASE_URL_TEST'];
const HUB_KEYS = ['VITE_HUB_URL', 'VITE_HUB_URL_TEST'];
const CASINO_KEYS = [
  'VITE_CASINO_LOTUS_URL',
  'VITE_CASINO_LOTUS_URL_TEST',
  'VITE_CASINO_AURA_URL',
  'VITE_CASINO_AURA_URL_TEST',
  'VITE_CASINO_ROYAL_URL',
  'VITE_CASINO_ROYAL_URL_TEST',
];

export function originOf(value) {
  if (!value || value.trim() === '') return undefined;
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  return /^(https?|wss?):$/.test(url.protocol) ? url.origin : undefined;
}

export function webSocketOrigin(origin) {
  return origin.replace(/^http/, 'ws');
}

const unique = (values) => [...new Set(values.filter(Boolean))];

function originsOf(env, keys) {
  return unique(keys.map((key) => originOf(env[key])));
}

export function cspOriginsFromEnv(env, defaultApiBaseUrl) {
  const hub = originsOf(env, HUB_KEYS);
  return {
    api: unique([...originsOf(env, API_KEYS), originOf(defaultApiBaseUrl)]),
    hub: unique(hub.flatMap((origin) => [origin, webSocketOrigin(origin)])),
    cdn: originsOf(env, ['VITE_CDN_BASE_URL']),
    clientIp: originsOf(env, ['VITE_CLIENT_IP_URL']),
    casino: originsOf(env, CASINO_KEYS),
    extraFrames: unique([
      originOf(env.VITE_VIDEO_PLAYER_URL),
      ...(env.CSP_FRAME_ORIGINS ?? '').split(/[\s,]+/).map((value) => originOf(value)),
    ]),
    localFrames: env.VITE_MOCKING === 'on',
  };
}

const orNone = (sources) => (sources.length > 0 ? sources : ["'none'"]);

export function cspDirectives(origins) {
  const local = origins.localFrames ? ['http://localhost:*', 'http://127.0.0.1:*'] : [];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    // Mantine writes <style> elements and style attributes at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', ...origins.cdn, ...origins.casino])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", ...origins.api, ...origins.hub, ...origins.cdn, ...origins.clientIp, ...origins.casino])],
    ['frame-src', orNone(unique([...origins.casino, ...origins.extraFrames, ...local]))],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

export function buildCsp(origins) {
  return cspDirectives(origins)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Directives a meta tag ignores. */
export function buildCspHeader(origins) {
  return `${buildCsp(origins)}; frame-ancestors 'self'`;
}

/** Right after <meta charset>, which must stay first. */
export function injectCspMeta(html, policy) {
  const escaped = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escaped}" />`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) return `${html.slice(0, charset.index + charset[0].length)}\n    ${tag}${html.slice(charset.index + charset[0].length)}`;
  if (!/<head[^>]*>/i.test(html)) throw new Error('index.html has no <head>: cannot add the Content-Security-Policy');
  return html.replace(/<head([^>]*)>/i, (head) => `${head}\n    ${tag}`);
}

/** Read from the source, so the policy and the app cannot disagree. */
export function defaultApiBaseUrl(root) {
  const source = readFileSync(path.join(root, 'src/api/base-url.ts'), 'utf8');
  const match = /export const DEFAULT_API_BASE_URL = '([^']+)'/.exec(source);
  if (!match) throw new Error('src/api/base-url.ts: DEFAULT_API_BASE_URL not found');
  return match[1];
}
