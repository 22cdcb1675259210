import type { SiteAddress } from '@/lib/hosts';

/** This page's address, for the pure host rules of src/lib/hosts.ts. */
export function currentSiteAddress(): SiteAddress {
  const location = globalThis.location as Location | undefined;
  return { hostname: location?.hostname ?? '', host: location?.host ?? '' };
}
