import { queryOptions } from '@tanstack/react-query';
import { getUserExpectedProfitLossOptions, getUserLimitsOptions, getUserOpenBetsOptions } from '@/api/generated/@tanstack/react-query.gen';
import { isHubLive } from '@/features/realtime';

/** docs/wire.md §5, while the hub is down. */
export const ACCOUNT_REFRESH_MS = 60_000;
export const LIMITS_REFRESH_MS = 20_000;
/** The hub pushes; a safety net. */
export const HUB_LIVE_ACCOUNT_REFRESH_MS = 300_000;
export const HUB_LIVE_LIMITS_REFRESH_MS = 60_000;

const accountInterval = () => (isHubLive() ? HUB_LIVE_ACCOUNT_REFRESH_MS : ACCOUNT_REFRESH_MS);
const limitsInterval = () => (isHubLive() ? HUB_LIVE_LIMITS_REFRESH_MS : LIMITS_REFRESH_MS);

export function openBetsQueryOptions() {
  return queryOptions({
    ...getUserOpenBetsOptions(),
    staleTime: ACCOUNT_REFRESH_MS,
    refetchInterval: accountInterval,
  });
}

export function profitLossQueryOptions() {
  return queryOptions({
    ...getUserExpectedProfitLossOptions(),
    staleTime: ACCOUNT_REFRESH_MS,
    refetchInterval: accountInterval,
  });
}

export function userLimitsQueryOptions(eventId: number) {
  return queryOptions({
    ...getUserLimitsOptions({ query: { eventId } }),
    staleTime: LIMITS_REFRESH_MS,
    refetchInterval: limitsInterval,
  });
}
