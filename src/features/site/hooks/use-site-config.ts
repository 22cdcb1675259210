import { useQuery } from '@tanstack/react-query';
import { siteConfigQueryOptions } from '../site-config-query';

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
