import { queryOptions } from '@tanstack/react-query';
import { getSiteConfigQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { getSiteConfig } from '@/api/generated/sdk.gen';
import type { SiteConfig } from '@/api/generated/types.gen';
import { appConfig } from '@/config/env';
import { DEFAULT_SITE_CONFIG_FILE, siteConfigFileName } from '@/lib/hosts';
import { currentSiteAddress } from './site-address';
import { persistSiteConfig } from './site-storage';

/** docs/product.md §7: retried on failure. */
export const SITE_CONFIG_RETRIES = 2;

async function fetchSiteFile(baseUrl: string, siteFile: string, signal: AbortSignal): Promise<SiteConfig> {
  const { data } = await getSiteConfig({
    baseUrl,
    path: { siteFile },
    // docs/product.md §7: a timestamp cache-buster and no-cache, so an operator's edit shows on the next load.
    // No-cache is the request's cache mode, not a Cache-Control header: a header the CORS rules do
    // not list would make the browser ask the CDN first (a preflight, one round trip more before the
    // first screen).
    query: { t: Date.now() },
    cache: 'no-cache',
    signal,
    throwOnError: true,
  });
  return data;
}

/** The site's own file, or default-domain.json when that fails (docs/product.md §7). A brand without a file of
 * its own (404) gets the default at once; when both fail the query retries the pair. */
export async function loadSiteConfig(baseUrl: string, siteFile: string, signal: AbortSignal): Promise<SiteConfig> {
  try {
    return await fetchSiteFile(baseUrl, siteFile, signal);
  } catch (error) {
    if (signal.aborted || siteFile === DEFAULT_SITE_CONFIG_FILE) throw error;
    return fetchSiteFile(baseUrl, DEFAULT_SITE_CONFIG_FILE, signal);
  }
}

/** The key leaves the cache-buster out: it names the file, not the moment it was asked for. */
export function siteConfigQueryOptions() {
  const baseUrl = appConfig().cdnBaseUrl;
  const siteFile = siteConfigFileName(currentSiteAddress());
  return queryOptions({
    queryKey: getSiteConfigQueryKey({ baseUrl, path: { siteFile } }),
    queryFn: async ({ signal }) => {
      const config = await loadSiteConfig(baseUrl, siteFile, signal);
      persistSiteConfig(config); // once per load (docs/product.md §3 keys)
      return config;
    },
    retry: SITE_CONFIG_RETRIES,
    // Loaded once per visit: the file changes with a deployment, not while someone plays.
    staleTime: Infinity,
  });
}
