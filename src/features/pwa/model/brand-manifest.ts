// The web app manifest of a brand: the app installs from the browser under the brand's name,
// colours and icon, beside the APK bar of docs/product.md §2. One build serves many brands, so the manifest is
// made in the page from the domain settings (docs/product.md §2: domainTitle, favicon) and the brand theme, and
// answered by the service worker (../service-worker.ts); the build's own file is the default.

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

/** The build's icons (public/): shown when the brand names none, and beside the brand's favicon,
 * whose size is not known (browsers want one of at least 144 px to offer the install). */
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

/** Home screens cut longer names; 12 characters show whole on Android and iOS. */
const SHORT_NAME_LENGTH = 12;

export interface BrandFacts {
  readonly domainTitle?: string | null;
  readonly description?: string | null;
  /** Already checked to be a web address, a site path or an inline image (site's safeIconUrl). */
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
