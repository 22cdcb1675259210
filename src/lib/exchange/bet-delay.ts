// docs/domain.md "Bet delay": shared by the mock and the slip, so they agree.
import { reachesOdds } from './matching';
import type { PriceSize, Side } from './types';

export interface DelayLimit {
  readonly delayTime: number;
  /** Betfair's passive delay (openapi UserLimit.limit.passiveDelay). */
  readonly passiveDelay?: boolean;
}

/** passive: the market has a delay that this bet skips. */
export type BetDelay = { readonly kind: 'none' } | { readonly kind: 'waits'; readonly ms: number } | { readonly kind: 'passive' };

/** `best`: the level the bet would match first. */
export function crossesBest(side: Side, odds: number, best: PriceSize | undefined): boolean {
  return best !== undefined && best.size > 0 && reachesOdds(side, best.price, odds);
}

export function judgeBetDelay(limit: DelayLimit, side: Side, odds: number, best: PriceSize | undefined): BetDelay {
  if (!(limit.delayTime > 0)) return { kind: 'none' };
  if (limit.passiveDelay === true && !crossesBest(side, odds, best)) return { kind: 'passive' };
  return { kind: 'waits', ms: limit.delayTime };
}

export function heldMs(delay: BetDelay): number {
  return delay.kind === 'waits' ? delay.ms : 0;
}
