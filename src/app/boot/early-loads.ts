import { domainSettingBaseUrl, resolveApiBaseUrl } from '@/api/base-url';
import type { SiteAddress } from '@/lib/hosts';
import type { EarlyRoutes } from './early-routes';

// docs/decisions/0004-first-paint-chunking-and-boot.md

export interface EarlyLoadsInput {
  address: SiteAddress;
  pathname: string;
  storedBaseUrl: string | null;
  /** Calls that carry a token cannot use an anonymous preload. */
  signedIn: boolean;
  phone: boolean;
  multiplexed: boolean;
  apiBaseUrl?: string | undefined;
  apiBaseUrlTest?: string | undefined;
  routes: EarlyRoutes;
  marketScreenFiles: readonly string[];
  marketScreenStyles: readonly string[];
}

export interface EarlyLoads {
  /** tests/integration/early-loads.test.ts */
  data: string[];
  modules: string[];
  modulesAfterFirstScreen: boolean;
  styles: string[];
}

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

const configured = (value: string | undefined) => (value ? value.replace(/\/+$/, '') : undefined);

export function earlyLoads(input: EarlyLoadsInput): EarlyLoads {
  const config = { apiBaseUrl: configured(input.apiBaseUrl), apiBaseUrlTest: configured(input.apiBaseUrlTest) };
  const api = resolveApiBaseUrl(input.storedBaseUrl, config.apiBaseUrl);
  // Anonymous, from its own host rules (docs/wire.md §1.2).
  const data = [`${domainSettingBaseUrl(input.address, config)}/api/Setting/GetDomainSetting`];
  const modules: string[] = [];
  const styles: string[] = [];
  const mainLayout = !input.routes.outsideMainLayout.some((prefix) => isUnder(input.pathname, prefix));
  // A signed-in player's calls carry the bearer: they go out with the app.
  if (mainLayout && !input.signedIn) data.push(`${api}/Event/TreeSportWithEvent`);
  const event = new RegExp(`^${input.routes.marketsPrefix}/(\\d+)(?:/|$)`).exec(input.pathname)?.[1];
  if (event !== undefined) {
    if (!input.signedIn) data.push(`${api}/Odds/GetUserOddsV2?eventId=${Number(event)}`);
    modules.push(...input.marketScreenFiles);
    styles.push(...input.marketScreenStyles);
  }
  const modulesAfterFirstScreen = modules.length > 0 && input.phone && !input.signedIn && input.multiplexed;
  return { data, modules, modulesAfterFirstScreen, styles };
}
