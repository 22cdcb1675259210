import type { AppConfig } from '@/config/env';
import { isNonLiveSite, type SiteAddress } from '@/lib/hosts';

/** servers[0] in openapi/exchange.yaml. */
export const DEFAULT_API_BASE_URL = 'https://api.exchange.example';

/** docs/product.md §7 */
export function resolveApiBaseUrl(stored: string | null | undefined, configured: string | undefined): string {
  const pick = [stored, configured].find((candidate) => typeof candidate === 'string' && /^https?:\/\/\S+$/i.test(candidate.trim()));
  return (pick ?? DEFAULT_API_BASE_URL).trim().replace(/\/+$/, '');
}

/** Never the stored baseUrl: it comes from this call, whose query key embeds it. */
export function domainSettingBaseUrl(address: SiteAddress, config: Pick<AppConfig, 'apiBaseUrl' | 'apiBaseUrlTest'>): string {
  if (isNonLiveSite(address) && config.apiBaseUrlTest) return config.apiBaseUrlTest;
  return resolveApiBaseUrl(null, config.apiBaseUrl);
}
