// The bet delay of a placement, read when it is sent (docs/domain.md "Bet delay"): the slip's copy of
// the market was taken when the price was clicked, and the market may have turned in-play since.
import type { EventOdds, UserLimit } from '@/api/generated/types.gen';
import type { Status } from '@/lib/exchange/types';
import { betDelayMs, limitOf } from './limit-of';
import type { SlipSelection } from './slip-selection';

export type Where = Pick<SlipSelection, 'eventId' | 'marketId' | 'bookMarketId' | 'runnerId' | 'inPlay'>;

/** What the app knows of the market as the bet is sent: the event's odds and limits as last loaded
 * (the odds polled every second while the hub is down), and the market's status the hub pushed. */
export interface MarketNow {
  readonly odds?: EventOdds;
  readonly limits?: readonly UserLimit[];
  readonly status?: Status;
}

/**
 * Whether the market is in play now: the event's odds, the hub's status (ball running happens only
 * in play), or the slip's copy. A market never turns back from in-play, so any of them saying so counts.
 */
export function inPlayNow(where: Where, now: MarketNow): boolean {
  if (where.inPlay || now.status === 'BALLRUNNING') return true;
  const { odds } = now;
  if (!odds) return false;
  const markets = [odds.matchOdds, odds.bookmaker, odds.toss, odds.fancy, ...odds.goalsmaker];
  return markets.some((market) => market?.marketId === where.marketId && market.inPlay);
}

/** How long the server holds this bet before it takes it, in ms, as the market stands now: its
 * `delayTime` from the limits; when they have not loaded, the family's default in play, else 0. */
export function betDelayNow(where: Where, now: MarketNow): number {
  const limit = now.limits ? limitOf(now.limits, where.bookMarketId, where.runnerId) : undefined;
  return betDelayMs(inPlayNow(where, now), limit);
}
