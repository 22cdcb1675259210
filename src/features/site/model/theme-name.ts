// docs/product.md §4 "Theme by hostname": listed domains get 'orange' or 'blue', localhost and one blue domain
// get 'dark', everyone else 'light'; the 'pink' and 'cyan' lists exist but are empty. The lists are
// configuration (src/config/env.ts), so this module only decides.

export const themeNames = ['light', 'dark', 'orange', 'blue', 'pink', 'cyan'] as const;
export type ThemeName = (typeof themeNames)[number];

export interface ThemeDomainLists {
  dark: readonly string[];
  orange: readonly string[];
  blue: readonly string[];
  pink: readonly string[];
  cyan: readonly string[];
}

// 'dark' is checked first: its list holds the one blue domain that is dark, which may also sit in
// the blue list.
const lookupOrder = ['dark', 'orange', 'blue', 'pink', 'cyan'] as const satisfies readonly (keyof ThemeDomainLists)[];

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/\.+$/, '');
}

/** True for the domain itself and any of its subdomains (www.brand.com matches brand.com), never for
 * a look-alike (notbrand.com does not). */
export function matchesDomain(hostname: string, domain: string): boolean {
  const host = normalise(hostname);
  const listed = normalise(domain);
  if (listed === '') return false;
  return host === listed || host.endsWith(`.${listed}`);
}

/** The theme of the most specific listed domain the host is or is under: a brand listed as
 * `promo.brand.com` keeps its own theme under a parent listed elsewhere (`orange.localhost` is orange,
 * though `localhost` is dark). Between lists naming the same domain, the lookup order decides. */
export function themeNameFor(hostname: string, lists: ThemeDomainLists): ThemeName {
  let best: { name: ThemeName; length: number } | null = null;
  for (const name of lookupOrder) {
    for (const domain of lists[name]) {
      const length = normalise(domain).length;
      if (matchesDomain(hostname, domain) && (!best || length > best.length)) best = { name, length };
    }
  }
  return best?.name ?? 'light';
}

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}
