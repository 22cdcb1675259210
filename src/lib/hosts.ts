// Which environment a site runs in, from its own address. Pure: pass `location`-like values in.

export interface SiteAddress {
  /** location.hostname, e.g. 'www.brand.com' */
  hostname: string;
  /** location.host, e.g. 'localhost:5173' */
  host: string;
}

/** docs/product.md §7 hub rule, exactly: the test hub when the hostname contains 'test' or 'pages.dev' or the
 * host contains 'localhost'. */
export function usesTestHub({ hostname, host }: SiteAddress): boolean {
  const name = hostname.toLowerCase();
  return name.includes('test') || name.includes('pages.dev') || host.toLowerCase().includes('localhost');
}

/** docs/product.md §7 site JSON and casino hosts: "test, localhost or preview" sites use test
 * resources. Preview deployments are Cloudflare Pages (`*.pages.dev`) and `preview` hosts; a
 * loopback address is a developer's machine like localhost. */
export function isNonLiveSite(address: SiteAddress): boolean {
  const name = address.hostname.toLowerCase();
  return usesTestHub(address) || name.includes('preview') || name === '127.0.0.1' || name === '[::1]';
}

/** docs/product.md §7: the per-site configuration file's name; `default-domain.json` is the fallback. */
export function siteConfigFileName(address: SiteAddress): string {
  return isNonLiveSite(address) ? 'test.json' : `${address.hostname.toLowerCase().replace(/^www\./, '')}.json`;
}

export const DEFAULT_SITE_CONFIG_FILE = 'default-domain.json';

/** docs/product.md §4: the comepunt-type domain forces allowSignUp to true. */
export function forcesSignUp({ hostname }: SiteAddress): boolean {
  return hostname.toLowerCase().includes('comepunt');
}
