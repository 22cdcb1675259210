// The bet delay of a placement, read when it is sent (docs/domain.md "Bet delay"): the slip's copy of
// the market was taken when the price was clicked, and the market may have turned in-play since.
import type { QueryClient } from '@tanstack/react-query';
import { getUserOddsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { GetUserOddsResponse } from '@/api/generated/types.gen';
import { userLimitsQueryOptions } from '@/features/wallet';
import { marketStatusKey, priceStore } from '@/lib/price-store';
import { betDelayMs, limitOf } from './limit-of';
import type { SlipSelection } from './slip-selection';

type Where = Pick<SlipSelection, 'eventId' | 'marketId' | 'bookMarketId' | 'runnerId' | 'inPlay'>;

/**
 * Whether the market is in play now: the event's odds as last loaded (polled every second while the
 * hub is down), the hub's market status (ball running happens only in play), or the slip's copy.
 * A market never turns back from in-play, so any of them saying so is taken.
 */
export function inPlayNow(queryClient: QueryClient, where: Where): boolean {
  if (where.inPlay) return true;
  if (priceStore.getStatus(marketStatusKey(where.eventId, where.marketId)) === 'BALLRUNNING') return true;
  const odds = queryClient.getQueryData<GetUserOddsResponse>(getUserOddsQueryKey({ query: { eventId: where.eventId } }))?.result;
  if (!odds) return false;
  const markets = [odds.matchOdds, odds.bookmaker, odds.toss, odds.fancy, ...odds.goalsmaker];
  return markets.some((market) => market?.marketId === where.marketId && market.inPlay);
}

/** How long the server holds this bet before it takes it, in ms, as the market stands now: its
 * `delayTime` from the limits last loaded; when they have not, the family's default in play, else 0. */
export function betDelayNow(queryClient: QueryClient, where: Where): number {
  const limits = queryClient.getQueryData(userLimitsQueryOptions(where.eventId).queryKey);
  const limit = limits ? limitOf(limits.result, where.bookMarketId, where.runnerId) : undefined;
  return betDelayMs(inPlayNow(queryClient, where), limit);
}
