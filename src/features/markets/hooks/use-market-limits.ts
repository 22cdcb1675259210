import { useQuery } from '@tanstack/react-query';
import { userLimitsQueryOptions } from '@/features/wallet';
import { useIsSignedIn } from '@/features/session';
import type { MarketView } from '../model/event-markets';
import { marketLimitSummary, type MarketLimitSummary } from '../model/market-limits';

/** Players only. */
export function useMarketLimits(market: MarketView): MarketLimitSummary | null {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({
    ...userLimitsQueryOptions(market.eventId),
    enabled: signedIn,
    select: (response) => marketLimitSummary(response.result, market),
  });
  return data ?? null;
}
