import { domainSettingBaseUrl, resolveApiBaseUrl } from '@/api/base-url';
import type { SiteAddress } from '@/lib/hosts';
import type { EarlyRoutes } from './early-routes';

// What a first page asks for before its entry script has arrived (for a fast first visit: the data
// starts with the page). The build's early-loads script (scripts/early-loads-plugin.ts) runs this
// from index.html and adds a `<link rel="preload" as="fetch" crossorigin>` for each call, a
// `modulepreload` for each screen chunk and a `preload as=style` for each of the screen's sheets.
// When the app then makes the same call through the generated client (the same URL, no header of its
// own: a visitor's GET), Chromium hands it the preloaded response instead of asking again. A hint the app does not use (a brand whose baseUrl moves the API, a page
// that redirects) costs one download and changes nothing else.
// tests/integration/early-loads.test.ts holds these URLs to the ones the generated client requests.

export interface EarlyLoadsInput {
  address: SiteAddress;
  pathname: string;
  /** The stored baseUrl (docs/product.md §3), which the app's calls follow (src/api/runtime.ts). */
  storedBaseUrl: string | null;
  /** An access token is stored: the calls that carry it cannot use an anonymous preload. */
  signedIn: boolean;
  /** The viewport is a phone's (./first-screen.ts PHONE_LAYOUT): where the boot paints a first screen. */
  phone: boolean;
  /** The page came over HTTP/2 or 3 (the navigation's nextHopProtocol): the screen's chunks share one
   * connection instead of queueing six at a time. */
  multiplexed: boolean;
  /** The configured API hosts (VITE_API_BASE_URL, VITE_API_BASE_URL_TEST), as src/config/env.ts reads them. */
  apiBaseUrl?: string | undefined;
  apiBaseUrlTest?: string | undefined;
  /** Written at build time: the route table's part in this (src/app/boot/early-routes.ts), and the market
   * screen's chunks, less what index.html loads already. */
  routes: EarlyRoutes;
  marketScreenFiles: readonly string[];
  /** The market screen's style sheets, less what index.html loads: the screen renders once they are in. */
  marketScreenStyles: readonly string[];
}

export interface EarlyLoads {
  /** API calls, each as the generated client will request it. */
  data: string[];
  /** Script chunks of the page's screen. */
  modules: string[];
  /** Hint `modules` only once the boot has painted the first screen (./first-screen.ts FIRST_SCREEN_SETTLED):
   * a visitor's market page on a phone, whose painted heading needs none of them, served over HTTP/2 or 3.
   * Over HTTP/1.1 the chunks come six at a time, and held until the paint they showed the markets
   * ~0.5 s later (docs/performance.md "A market page's chunks after its heading"). */
  modulesAfterFirstScreen: boolean;
  /** Style sheets of the page's screen. */
  styles: string[];
}

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** An empty configured value is no value (src/config/env.ts), and a trailing slash is dropped there. */
const configured = (value: string | undefined) => (value ? value.replace(/\/+$/, '') : undefined);

export function earlyLoads(input: EarlyLoadsInput): EarlyLoads {
  const config = { apiBaseUrl: configured(input.apiBaseUrl), apiBaseUrlTest: configured(input.apiBaseUrlTest) };
  const api = resolveApiBaseUrl(input.storedBaseUrl, config.apiBaseUrl);
  // Anonymous for everyone (security: []), from the host rules of its own (docs/wire.md §1.2).
  const data = [`${domainSettingBaseUrl(input.address, config)}/api/Setting/GetDomainSetting`];
  const modules: string[] = [];
  const styles: string[] = [];
  const mainLayout = !input.routes.outsideMainLayout.some((prefix) => isUnder(input.pathname, prefix));
  // A signed-in player's tree and odds carry the bearer: those calls go out with the app.
  if (mainLayout && !input.signedIn) data.push(`${api}/Event/TreeSportWithEvent`);
  const event = new RegExp(`^${input.routes.marketsPrefix}/(\\d+)(?:/|$)`).exec(input.pathname)?.[1];
  if (event !== undefined) {
    if (!input.signedIn) data.push(`${api}/Odds/GetUserOddsV2?eventId=${Number(event)}`);
    modules.push(...input.marketScreenFiles);
    styles.push(...input.marketScreenStyles);
  }
  // Where there are screen chunks, the boot paints this page's heading (./first-paint.ts) for a visitor
  // on a phone.
  const modulesAfterFirstScreen = modules.length > 0 && input.phone && !input.signedIn && input.multiplexed;
  return { data, modules, modulesAfterFirstScreen, styles };
}
