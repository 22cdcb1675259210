// Matching an exchange order against the book (docs/domain.md, "Matching, unmatched bets and
// cancelling"): a back at odds O takes the back levels priced O or higher, best (highest) first; a
// lay at O takes the lay levels priced O or lower, best (lowest) first; each level up to the size it
// shows. What the book cannot take rests UNMATCHED at O. The mock backend matches with these
// functions and the bet slip warns with them, so the two agree.
import { roundMoney } from '../money';
import type { PriceSize, Side } from './types';

export interface MatchOutcome {
  /** The parts taken from the book, best price first. */
  fills: PriceSize[];
  matchedStake: number;
  /** Size-weighted average of the fills' odds; null when nothing matched. */
  averageOdds: number | null;
  /** The part that rests at the asked odds. */
  unmatchedStake: number;
}

/** Whether a level's price is good enough for an order asking `odds`. */
export function reachesOdds(side: Side, levelPrice: number, odds: number): boolean {
  return side === 'back' ? levelPrice >= odds : levelPrice <= odds;
}

/** The size-weighted average odds of some fills (null for none). */
export function averageOddsOf(fills: readonly PriceSize[]): number | null {
  const size = fills.reduce((sum, fill) => sum + fill.size, 0);
  if (size <= 0) return null;
  return fills.reduce((sum, fill) => sum + fill.price * fill.size, 0) / size;
}

/** Matches `stake` at `odds` against the levels of the side the order takes. */
export function matchOrder(side: Side, odds: number, stake: number, levels: readonly PriceSize[]): MatchOutcome {
  const eligible = levels
    .filter((level) => level.size > 0 && reachesOdds(side, level.price, odds))
    .sort((a, b) => (side === 'back' ? b.price - a.price : a.price - b.price));
  const fills: PriceSize[] = [];
  let left = stake;
  for (const level of eligible) {
    if (left <= 0) break;
    const size = roundMoney(Math.min(left, level.size));
    fills.push({ price: level.price, size });
    left = roundMoney(left - size);
  }
  const matchedStake = roundMoney(stake - left);
  return { fills, matchedStake, averageOdds: averageOddsOf(fills), unmatchedStake: left };
}

/** A bet's matched part after more of it matched: the stakes add, the odds average by size. */
export function addMatched(
  matched: { stake: number; odds: number },
  more: { stake: number; odds: number },
): { stake: number; odds: number } {
  const stake = roundMoney(matched.stake + more.stake);
  if (stake <= 0) return { stake: 0, odds: more.odds };
  return { stake, odds: (matched.stake * matched.odds + more.stake * more.odds) / stake };
}

/** What an unmatched part adds to exposure as if it were matched and lost: a back its stake, a lay
 * its liability S·(O−1). */
export function unmatchedWorstCase(side: Side, odds: number, stake: number): number {
  return roundMoney(side === 'back' ? stake : stake * (odds - 1));
}

/** The best price of the side an order takes: the highest back level, the lowest lay level. */
export function bestLevel(side: Side, levels: readonly PriceSize[]): PriceSize | undefined {
  const live = levels.filter((level) => level.size > 0);
  return live.reduce<PriceSize | undefined>(
    (best, level) => (!best || (side === 'back' ? level.price > best.price : level.price < best.price) ? level : best),
    undefined,
  );
}

/** Whether an order at `odds` asks a better price than the book offers (part of it may rest). */
export function asksBetterThanBook(side: Side, odds: number, levels: readonly PriceSize[]): boolean {
  const best = bestLevel(side, levels);
  return best !== undefined && !reachesOdds(side, best.price, odds);
}
