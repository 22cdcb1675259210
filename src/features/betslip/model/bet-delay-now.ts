// Read when the bet is sent: the market may have turned in-play since the click.
import type { EventOdds, UserLimit } from '@/api/generated/types.gen';
import type { Status } from '@/lib/exchange/types';
import { betDelayMs, limitOf } from './limit-of';
import type { SlipSelection } from './slip-selection';

export type Where = Pick<SlipSelection, 'eventId' | 'marketId' | 'bookMarketId' | 'runnerId' | 'inPlay'>;

export interface MarketNow {
  readonly odds?: EventOdds;
  readonly limits?: readonly UserLimit[];
  readonly status?: Status;
}

/** A market never turns back from in-play, so any source saying so counts. */
export function inPlayNow(where: Where, now: MarketNow): boolean {
  if (where.inPlay || now.status === 'BALLRUNNING') return true;
  const { odds } = now;
  if (!odds) return false;
  const markets = [odds.matchOdds, odds.bookmaker, odds.toss, odds.fancy, ...odds.goalsmaker];
  return markets.some((market) => market?.marketId === where.marketId && market.inPlay);
}

export function betDelayNow(where: Where, now: MarketNow): number {
  const limit = now.limits ? limitOf(now.limits, where.bookMarketId, where.runnerId) : undefined;
  return betDelayMs(inPlayNow(where, now), limit);
}
