// docs/domain.md "Matching, unmatched bets and cancelling"; the mock matches with these too.
import { roundMoney } from '../money';
import type { PriceSize, Side } from './types';

export interface MatchOutcome {
  fills: PriceSize[];
  matchedStake: number;
  averageOdds: number | null;
  unmatchedStake: number;
}

export function reachesOdds(side: Side, levelPrice: number, odds: number): boolean {
  return side === 'back' ? levelPrice >= odds : levelPrice <= odds;
}

export function averageOddsOf(fills: readonly PriceSize[]): number | null {
  const size = fills.reduce((sum, fill) => sum + fill.size, 0);
  if (size <= 0) return null;
  return fills.reduce((sum, fill) => sum + fill.price * fill.size, 0) / size;
}

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

export function addMatched(
  matched: { stake: number; odds: number },
  more: { stake: number; odds: number },
): { stake: number; odds: number } {
  const stake = roundMoney(matched.stake + more.stake);
  if (stake <= 0) return { stake: 0, odds: more.odds };
  return { stake, odds: (matched.stake * matched.odds + more.stake * more.odds) / stake };
}

/** As if matched and lost: a back its stake, a lay its liability S·(O−1). */
export function unmatchedWorstCase(side: Side, odds: number, stake: number): number {
  return roundMoney(side === 'back' ? stake : stake * (odds - 1));
}

export function bestLevel(side: Side, levels: readonly PriceSize[]): PriceSize | undefined {
  const live = levels.filter((level) => level.size > 0);
  return live.reduce<PriceSize | undefined>(
    (best, level) => (!best || (side === 'back' ? level.price > best.price : level.price < best.price) ? level : best),
    undefined,
  );
}

export function asksBetterThanBook(side: Side, odds: number, levels: readonly PriceSize[]): boolean {
  const best = bestLevel(side, levels);
  return best !== undefined && !reachesOdds(side, best.price, odds);
}
