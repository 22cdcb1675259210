import { queryOptions } from '@tanstack/react-query';
import { getSiteConfigQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { getSiteConfig } from '@/api/generated/sdk.gen';
import type { SiteConfig } from '@/api/generated/types.gen';
import { appConfig } from '@/config/env';
import { DEFAULT_SITE_CONFIG_FILE, siteConfigFileName } from '@/lib/hosts';
import { currentSiteAddress } from './site-address';
import { persistSiteConfig } from './site-storage';

export const SITE_CONFIG_RETRIES = 2;

async function fetchSiteFile(baseUrl: string, siteFile: string, signal: AbortSignal): Promise<SiteConfig> {
  const { data } = await getSiteConfig({
    baseUrl,
    path: { siteFile },
    // No-cache as the cache mode: a header would cost a CORS preflight.
    query: { t: Date.now() },
    cache: 'no-cache',
    signal,
    throwOnError: true,
  });
  return data;
}

/** Falls back to default-domain.json (docs/product.md §7). */
export async function loadSiteConfig(baseUrl: string, siteFile: string, signal: AbortSignal): Promise<SiteConfig> {
  try {
    return await fetchSiteFile(baseUrl, siteFile, signal);
  } catch (error) {
    if (signal.aborted || siteFile === DEFAULT_SITE_CONFIG_FILE) throw error;
    return fetchSiteFile(baseUrl, DEFAULT_SITE_CONFIG_FILE, signal);
  }
}

/** The key leaves the cache-buster out. */
export function siteConfigQueryOptions() {
  const baseUrl = appConfig().cdnBaseUrl;
  const siteFile = siteConfigFileName(currentSiteAddress());
  return queryOptions({
    queryKey: getSiteConfigQueryKey({ baseUrl, path: { siteFile } }),
    queryFn: async ({ signal }) => {
      const config = await loadSiteConfig(baseUrl, siteFile, signal);
      persistSiteConfig(config);
      return config;
    },
    retry: SITE_CONFIG_RETRIES,
    // It changes with a deployment only.
    staleTime: Infinity,
  });
}
