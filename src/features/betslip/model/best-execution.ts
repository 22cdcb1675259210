// Matched at better odds than asked (docs/domain.md "Matching"): what the player gained by it.
import { roundMoney } from '@/lib/money';
import type { Side } from '@/lib/exchange/types';

/** A back's extra profit S·(matched − asked), a lay's saved liability S·(asked − matched); null when not better. */
export function bestExecutionGain(side: Side, asked: number, matched: number, stake: number): number | null {
  const gain = roundMoney(side === 'back' ? stake * (matched - asked) : stake * (asked - matched));
  return gain > 0 ? gain : null;
}
