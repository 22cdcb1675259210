export interface SiteAddress {
  hostname: string;
  host: string;
}

/** docs/product.md §7's hub rule, exactly. */
export function usesTestHub({ hostname, host }: SiteAddress): boolean {
  const name = hostname.toLowerCase();
  return name.includes('test') || name.includes('pages.dev') || host.toLowerCase().includes('localhost');
}

/** docs/product.md §7: test, localhost or preview sites. */
export function isNonLiveSite(address: SiteAddress): boolean {
  const name = address.hostname.toLowerCase();
  return usesTestHub(address) || name.includes('preview') || name === '127.0.0.1' || name === '[::1]';
}

/** docs/product.md §7; `default-domain.json` is the fallback. */
export function siteConfigFileName(address: SiteAddress): string {
  return isNonLiveSite(address) ? 'test.json' : `${address.hostname.toLowerCase().replace(/^www\./, '')}.json`;
}

export const DEFAULT_SITE_CONFIG_FILE = 'default-domain.json';

/** docs/product.md §4: the comepunt-type domain forces allowSignUp to true. */
export function forcesSignUp({ hostname }: SiteAddress): boolean {
  return hostname.toLowerCase().includes('comepunt');
}
