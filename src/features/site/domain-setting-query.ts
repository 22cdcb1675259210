import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { getDomainSettingQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { takeEarlyAnswer } from '@/api/early-answers';
import { getDomainSetting } from '@/api/generated/sdk.gen';
import type { GetDomainSettingResponse } from '@/api/generated/types.gen';
import { domainSettingRequest } from './model/domain-setting-request';
import { markSiteSuspended, persistDomainSetting } from './site-storage';

/** The settings change when an operator edits the brand; the suspended guard and the maintenance
 * page refresh them explicitly. */
export const DOMAIN_SETTING_STALE_TIME_MS = 5 * 60_000;

/** For invalidating, prefetching or seeding the domain settings (the cache holds the envelope). */
export function domainSettingQueryKey() {
  return getDomainSettingQueryKey(domainSettingRequest());
}

function wasCancelled(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (isApiError(error) && error.kind === 'aborted');
}

/**
 * The domain-setting load. What it stores happens here, once per load (docs/product.md §4): on success baseUrl
 * and siteSuspended, on failure siteSuspended = true. No retries: every failed load marks the site
 * suspended (docs/product.md §4, §8; the backend family's front ends do not retry either), and a retry would
 * either delay that verdict or flash the maintenance page between attempts. The suspended guard
 * refreshes on every navigation and the maintenance page offers 'Check again'.
 */
export function domainSettingQueryOptions() {
  const request = domainSettingRequest();
  return queryOptions({
    queryKey: getDomainSettingQueryKey(request),
    queryFn: async ({ signal }): Promise<GetDomainSettingResponse> => {
      try {
        // A phone's first visit: the boot chunk asked already (src/api/early-answers.ts).
        const early = takeEarlyAnswer<GetDomainSettingResponse>('getDomainSetting');
        const data = await (early ?? getDomainSetting({ ...request, signal, throwOnError: true }).then((answer) => answer.data));
        persistDomainSetting(data.result);
        return data;
      } catch (error) {
        if (!wasCancelled(error, signal)) markSiteSuspended();
        throw error;
      }
    },
    staleTime: DOMAIN_SETTING_STALE_TIME_MS,
    retry: false,
  });
}
