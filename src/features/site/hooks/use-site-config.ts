import { useQuery } from '@tanstack/react-query';
import { siteConfigQueryOptions } from '../site-config-query';

/** The per-site configuration file from the CDN (docs/product.md §7): slides, logo and the game lists. Loading
 * it also stores slideDataImg, slideDataLogo, mobileGames and desktopGames (docs/product.md §3). */
export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
