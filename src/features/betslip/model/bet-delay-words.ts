// docs/domain.md "Bet delay", by the mock's own rule.
import { t } from '@lingui/core/macro';
import type { UserLimit } from '@/api/generated/types.gen';
import { judgeBetDelay, type BetDelay } from '@/lib/exchange/bet-delay';
import { priceKindOf } from '@/lib/exchange/positions';
import type { PriceLevel } from '@/lib/price-store';
import type { SlipSelection } from './slip-selection';

type DelayOf = Pick<UserLimit['limit'], 'delayTime' | 'passiveDelay'>;

export function slipBetDelay(
  selection: Pick<SlipSelection, 'side' | 'marketType'>,
  price: number,
  limit: DelayOf | undefined,
  best: PriceLevel | undefined,
): BetDelay {
  if (!limit) return { kind: 'none' };
  // Only an exchange market's order can rest.
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
