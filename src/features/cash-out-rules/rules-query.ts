import { queryOptions } from '@tanstack/react-query';
import { getCashOutRulesOptions } from '@/api/generated/@tanstack/react-query.gen';
import { isHubLive } from '@/features/realtime';
import { ACCOUNT_REFRESH_MS, HUB_LIVE_ACCOUNT_REFRESH_MS } from '@/features/wallet';

/** The hub pushes each change; polling covers a hub that is down. */
export function cashOutRulesQueryOptions() {
  return queryOptions({
    ...getCashOutRulesOptions(),
    staleTime: ACCOUNT_REFRESH_MS,
    refetchInterval: () => (isHubLive() ? HUB_LIVE_ACCOUNT_REFRESH_MS : ACCOUNT_REFRESH_MS),
  });
}
