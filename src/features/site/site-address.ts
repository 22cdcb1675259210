import type { SiteAddress } from '@/lib/hosts';

export function currentSiteAddress(): SiteAddress {
  const location = globalThis.location as Location | undefined;
  return { hostname: location?.hostname ?? '', host: location?.host ?? '' };
}
