// Bet/ReplaceBet and Bet/CancelBet with a size (our proposals).
import { t } from '@lingui/core/macro';
import type { OpenBet, ReplaceBetResult } from '@/api/generated/types.gen';
import { MAX_PRICE, MIN_PRICE, snapToLadder } from '@/lib/exchange/ladder';
import { formatMoney } from '@/lib/money';
import { readAmount, readPrice } from '@/lib/typed-number';

export type EditCheck<T> = { ok: true; value: T } | { ok: false; message: string };

/** Snapped to the nearest tick, as in the slip. */
export function checkNewOdds(restingAt: number, typed: string): EditCheck<number> {
  const value = readPrice(typed);
  if (value === null) return { ok: false, message: t`Enter the new odds` };
  const [lowest, highest] = [MIN_PRICE, MAX_PRICE];
  if (value < lowest || value > highest) return { ok: false, message: t`Odds go from ${lowest} to ${highest}` };
  const odds = snapToLadder(value);
  if (odds === restingAt) return { ok: false, message: t`It already rests at ${restingAt}` };
  return { ok: true, value: odds };
}

/** A target, so a retry cancels nothing more; lowering to nothing is Cancel. */
export function checkLowerStake(unmatched: number, typed: string): EditCheck<number> {
  const value = readAmount(typed);
  if (value === null)
    return { ok: false, message: /^\s*\d+\.\d{3,}\s*$/.test(typed) ? t`Enter whole paise at most` : t`Enter the new stake` };
  if (value <= 0) return { ok: false, message: t`To take it all back, use Cancel` };
  const amount = formatMoney(unmatched);
  if (value >= unmatched) return { ok: false, message: t`Enter less than ${amount}` };
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return { ok: false, message: t`Enter whole paise at most` };
  return { ok: true, value };
}

/** Says what had matched meanwhile: the cancelled size is less than what the player saw. */
export function replaceOutcomeText(label: string, shownUnmatched: number, newOdds: number, result: ReplaceBetResult): string {
  const parts: string[] = [];
  const matchedMeanwhile = Math.round((shownUnmatched - result.cancelledStake) * 100) / 100;
  if (matchedMeanwhile > 0) {
    const amount = formatMoney(matchedMeanwhile);
    parts.push(t`${amount} of ${label} had matched meanwhile and stays matched.`);
  }
  const moved = formatMoney(result.cancelledStake);
  const matchedNow = result.newBet.matchedStake;
  const rests = result.newBet.unmatchedStake ?? 0;
  const rate = result.newBet.matchedRate;
  if (matchedNow > 0 && rests > 0) {
    const matched = formatMoney(matchedNow);
    const resting = formatMoney(rests);
    parts.push(t`Moved ${moved} to ${newOdds}: ${matched} matched at ${rate}, ${resting} rests unmatched.`);
  } else if (matchedNow > 0) parts.push(t`Moved ${moved} to ${newOdds}: all matched at ${rate}.`);
  else parts.push(t`Moved ${moved} to ${newOdds}: rests unmatched.`);
  const exposure = formatMoney(result.exposure);
  parts.push(t`Exposure now ${exposure}.`);
  return parts.join(' ');
}

/** Each market with an unmatched part, once. */
export function marketsWithUnmatched(bets: readonly OpenBet[]): Array<{ marketId: number; marketName: string; betTitle: string }> {
  const markets = new Map<number, { marketName: string; betTitle: string }>();
  for (const bet of bets) {
    if ((bet.unmatchedStake ?? 0) > 0 && !markets.has(bet.marketId))
      markets.set(bet.marketId, { marketName: bet.marketName, betTitle: bet.betTitle });
  }
  return [...markets].map(([marketId, market]) => ({ marketId, ...market }));
}
