import { readString } from '@/lib/storage';
import { earlyLoads } from './early-loads';
import type { EarlyRoutes } from './early-routes';
import { FIRST_SCREEN_SETTLED, PHONE_LAYOUT } from './first-screen';

// Bundled alone by scripts/early-loads-plugin.ts.

declare const __EARLY_LOADS__: {
  apiBaseUrl?: string;
  apiBaseUrlTest?: string;
  routes: EarlyRoutes;
  marketScreenFiles: string[];
  marketScreenStyles: string[];
};

function hint(rel: 'preload' | 'modulepreload', href: string, as?: 'fetch' | 'style'): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  if (as) link.as = as;
  link.crossOrigin = 'anonymous';
  link.href = href;
  return link;
}

const loads = earlyLoads({
  address: { hostname: location.hostname, host: location.host },
  pathname: location.pathname,
  // Literals: storageKeys would bring its whole table into this script.
  storedBaseUrl: readString('baseUrl'),
  signedIn: readString('accessToken') !== null,
  phone: matchMedia(PHONE_LAYOUT).matches,
  multiplexed: /^h[23]/.test(
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.nextHopProtocol ?? '',
  ),
  ...__EARLY_LOADS__,
});
document.head.append(...loads.data.map((href) => hint('preload', href, 'fetch')));
// One hint a task: a batch made a long task on a slow phone.
const inTurn = (links: HTMLLinkElement[]) => {
  for (const link of links) setTimeout(() => document.head.append(link));
};
inTurn(loads.styles.map((href) => hint('preload', href, 'style')));
const hintModules = () => inTurn(loads.modules.map((href) => hint('modulepreload', href)));
if (loads.modulesAfterFirstScreen) document.addEventListener(FIRST_SCREEN_SETTLED, hintModules);
else hintModules();
