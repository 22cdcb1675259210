import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { getDomainSettingQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { takeEarlyAnswer } from '@/api/early-answers';
import { getDomainSetting } from '@/api/generated/sdk.gen';
import type { GetDomainSettingResponse } from '@/api/generated/types.gen';
import { domainSettingRequest } from './model/domain-setting-request';
import { markSiteSuspended, persistDomainSetting } from './site-storage';

export const DOMAIN_SETTING_STALE_TIME_MS = 5 * 60_000;

export function domainSettingQueryKey() {
  return getDomainSettingQueryKey(domainSettingRequest());
}

function wasCancelled(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (isApiError(error) && error.kind === 'aborted');
}

/** No retries: a failed load marks the site suspended at once (docs/product.md §4, §8). */
export function domainSettingQueryOptions() {
  const request = domainSettingRequest();
  return queryOptions({
    queryKey: getDomainSettingQueryKey(request),
    queryFn: async ({ signal }): Promise<GetDomainSettingResponse> => {
      try {
        // The boot chunk may have asked already.
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
