import type { AppConfig } from '@/config/env';
import { isNonLiveSite, type SiteAddress } from '@/lib/hosts';

/** The provider's main API host (docs/product.md §7), the last fallback. Matches servers[0] in
 * openapi/exchange.yaml. */
export const DEFAULT_API_BASE_URL = 'https://api.exchange.example';

/** docs/product.md §7: the stored baseUrl (from the domain settings) wins, then the configured one,
 * then the default. */
export function resolveApiBaseUrl(stored: string | null | undefined, configured: string | undefined): string {
  const pick = [stored, configured].find((candidate) => typeof candidate === 'string' && /^https?:\/\/\S+$/i.test(candidate.trim()));
  return (pick ?? DEFAULT_API_BASE_URL).trim().replace(/\/+$/, '');
}

/**
 * The host of the domain-setting call (docs/wire.md §1.2): an absolute URL, the test API host on test,
 * localhost and preview sites when one is configured, else the configured (or default) main host.
 * Never the stored baseUrl: that value comes *from* this call, and the generated query key embeds the
 * base URL, so following it would re-key (and re-fetch) the settings as soon as they are stored.
 */
export function domainSettingBaseUrl(address: SiteAddress, config: Pick<AppConfig, 'apiBaseUrl' | 'apiBaseUrlTest'>): string {
  if (isNonLiveSite(address) && config.apiBaseUrlTest) return config.apiBaseUrlTest;
  return resolveApiBaseUrl(null, config.apiBaseUrl);
}
