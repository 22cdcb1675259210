// docs/domain.md "Bet delay": what the server will do with the bet, by the mock's own rule.
import { t } from '@lingui/core/macro';
import type { UserLimit } from '@/api/generated/types.gen';
import { judgeBetDelay, type BetDelay } from '@/lib/exchange/bet-delay';
import { priceKindOf } from '@/lib/exchange/positions';
import type { PriceLevel } from '@/lib/price-store';
import type { SlipSelection } from './slip-selection';

type DelayOf = Pick<UserLimit['limit'], 'delayTime' | 'passiveDelay'>;

/** `best`: the slip's best price on the bet's side, the level it would match first. */
export function slipBetDelay(
  selection: Pick<SlipSelection, 'side' | 'marketType'>,
  price: number,
  limit: DelayOf | undefined,
  best: PriceLevel | undefined,
): BetDelay {
  if (!limit) return { kind: 'none' };
  // Only an exchange market's order can rest; elsewhere a bet that does not reach the price is refused.
  const passiveDelay = priceKindOf(selection.marketType) === 'odds' && limit.passiveDelay === true;
  return judgeBetDelay({ delayTime: limit.delayTime, passiveDelay }, selection.side, price, best);
}

export function betDelayWords(delay: BetDelay): string | null {
  if (delay.kind === 'none') return null;
  if (delay.kind === 'passive') return t`Placed at once: it does not cross the best price`;
  // Rounded up: the wait is never said to be shorter than it is.
  const seconds = Math.ceil(delay.ms / 1000);
  return t`Waits ${seconds} s before it can match (in-play)`;
}
