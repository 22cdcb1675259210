// Made in the page: one build serves many brands.

export interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type?: string;
  readonly purpose?: string;
}

export interface WebAppManifest {
  readonly name: string;
  readonly short_name: string;
  readonly description?: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: 'standalone';
  readonly theme_color: string;
  readonly background_color: string;
  readonly icons: readonly ManifestIcon[];
}

/** The favicon's size is unknown; browsers want ≥ 144 px. */
export const DEFAULT_ICONS: readonly ManifestIcon[] = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
];

export const DEFAULT_MANIFEST: WebAppManifest = {
  name: 'Exchange',
  short_name: 'Exchange',
  description: 'Exchange: back and lay on sports and play casino games.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#1a1b1e',
  background_color: '#ffffff',
  icons: DEFAULT_ICONS,
};

/** Home screens cut longer names on Android and iOS. */
const SHORT_NAME_LENGTH = 12;

export interface BrandFacts {
  readonly domainTitle?: string | null;
  readonly description?: string | null;
  readonly favicon?: string;
  readonly themeColor: string;
  readonly backgroundColor: string;
}

export function brandManifest(brand: BrandFacts): WebAppManifest {
  const name = brand.domainTitle?.trim() || DEFAULT_MANIFEST.name;
  const description = brand.description?.trim() || DEFAULT_MANIFEST.description;
  const favicon: ManifestIcon[] = brand.favicon ? [{ src: brand.favicon, sizes: 'any' }] : [];
  return {
    ...DEFAULT_MANIFEST,
    name,
    short_name: name.length <= SHORT_NAME_LENGTH ? name : `${name.slice(0, SHORT_NAME_LENGTH - 1).trimEnd()}…`,
    ...(description ? { description } : {}),
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    icons: [...favicon, ...DEFAULT_ICONS],
  };
}
