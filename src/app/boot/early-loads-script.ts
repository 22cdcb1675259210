import { readString } from '@/lib/storage';
import { earlyLoads } from './early-loads';
import type { EarlyRoutes } from './early-routes';
import { FIRST_SCREEN_SETTLED, PHONE_LAYOUT } from './first-screen';

// The build's early-loads script (scripts/early-loads-plugin.ts bundles this file on its own and
// index.html loads it before the entry): the first page's calls and screen chunks, hinted to the
// browser while the entry script is still on its way, for a fast first visit.

declare const __EARLY_LOADS__: { apiBaseUrl?: string; apiBaseUrlTest?: string; routes: EarlyRoutes; marketScreenFiles: string[]; marketScreenStyles: string[] };

/** `as`: what a preload is for (an API call, a screen's style sheet); none for a module. */
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
  // Keys as literals (readString checks them against StorageKey): reading them from storageKeys would
  // bring that whole table into this script, which every first page loads.
  storedBaseUrl: readString('baseUrl'),
  signedIn: readString('accessToken') !== null,
  phone: matchMedia(PHONE_LAYOUT).matches,
  multiplexed: /^h[23]/.test((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.nextHopProtocol ?? ''),
  ...__EARLY_LOADS__,
});
// The calls at once: the boot asks for them as soon as it runs, and must find them hinted.
document.head.append(...loads.data.map((href) => hint('preload', href, 'fetch')));
/** The other hints one a task: appending one took Chromium 0.2–9 ms in our traces, so eight in a task
 * (the batches before) made 15–18 ms tasks, over 50 ms on a phone's 4× slower CPU (Lighthouse's total
 * blocking time). Timers run in order, long before the boot chunk that needs these has arrived. */
const inTurn = (links: HTMLLinkElement[]) => {
  for (const link of links) setTimeout(() => document.head.append(link));
};
// crossorigin as Vite's loader asks for a screen's sheet, so that it gets this download.
inTurn(loads.styles.map((href) => hint('preload', href, 'style')));
// A market page's ~30 chunk hints. Where the boot paints the heading and the page came over HTTP/2 or
// 3, once the heading is painted: on slow 4G the chunks took the bandwidth the heading needed, and over
// one multiplexed connection they still arrive before the app that runs them is ready.
const hintModules = () => inTurn(loads.modules.map((href) => hint('modulepreload', href)));
// The boot dispatches it once.
if (loads.modulesAfterFirstScreen) document.addEventListener(FIRST_SCREEN_SETTLED, hintModules);
else hintModules();
