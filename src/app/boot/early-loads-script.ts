import { readString, storageKeys } from '@/lib/storage';
import { earlyLoads } from './early-loads';
import type { EarlyRoutes } from './early-routes';

// The build's early-loads script (scripts/early-loads-plugin.ts bundles this file on its own and
// index.html loads it before the entry): the first page's calls and screen chunks, hinted to the
// browser while the entry script is still on its way, for a fast first visit.

declare const __EARLY_LOADS__: { apiBaseUrl?: string; apiBaseUrlTest?: string; routes: EarlyRoutes; marketScreenFiles: string[] };

function hint(rel: 'preload' | 'modulepreload', href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = href;
  return link;
}

const loads = earlyLoads({
  address: { hostname: location.hostname, host: location.host },
  pathname: location.pathname,
  storedBaseUrl: readString(storageKeys.baseUrl),
  signedIn: readString(storageKeys.accessToken) !== null,
  ...__EARLY_LOADS__,
});
document.head.append(...loads.data.map((href) => hint('preload', href)), ...loads.modules.map((href) => hint('modulepreload', href)));
