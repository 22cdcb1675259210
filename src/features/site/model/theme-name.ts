// docs/product.md §4 "Theme by hostname".

export const themeNames = ['light', 'dark', 'orange', 'blue', 'pink', 'cyan'] as const;
export type ThemeName = (typeof themeNames)[number];

export interface ThemeDomainLists {
  dark: readonly string[];
  orange: readonly string[];
  blue: readonly string[];
  pink: readonly string[];
  cyan: readonly string[];
}

// 'dark' first: one of its domains may also be in the blue list.
const lookupOrder = ['dark', 'orange', 'blue', 'pink', 'cyan'] as const satisfies readonly (keyof ThemeDomainLists)[];

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/\.+$/, '');
}

/** Subdomains match, look-alikes (notbrand.com) do not. */
export function matchesDomain(hostname: string, domain: string): boolean {
  const host = normalise(hostname);
  const listed = normalise(domain);
  if (listed === '') return false;
  return host === listed || host.endsWith(`.${listed}`);
}

/** The most specific listed domain wins. */
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
