// Cash out (trading out, "green up") on an exchange market, as docs/domain.md states it: one
// more bet that makes the player's profit the same whichever runner wins. After a back at Ob with
// stake Sb the equalising lay at Ol is Sb·Ob/Ol; after a lay at Ol the equalising back at Ob is
// Sl·Ol/Ob. Both are one case of the general rule used here: a bet on runner k moves k's position
// against every other runner's alike, so one bet on k levels the book when the other runners already
// stand level (always so with two runners), with stake |P_others − P_k| / O.
import { roundMoney } from '../money';
import { projectPositions } from './positions';
import type { Side } from './types';

/** The best price offered now on a runner, each side (undefined: nothing offered). */
export interface RunnerQuotes {
  back?: number;
  lay?: number;
}

export interface CashOutQuote {
  runnerId: number;
  side: Side;
  /** The odds the cash-out bet asks: the best price now on that side. */
  price: number;
  stake: number;
  /** What the cash out secures whatever the result (negative: a loss): the level profit of a full
   * cash out, or that share of it for a partial one (the rest of the position stays as it was). */
  profit: number;
  /** Every runner's position after the bet. */
  positions: Map<number, number>;
}

export type CashOutResult = { ok: true; quote: CashOutQuote } | { ok: false; reason: string };

/** Positions less than a rupee apart are level: a cash out rounds its stake to the paisa, which
 * leaves the runners up to a few paise apart, and levelling a rupee would take a stake far below any
 * market's minimum. */
export const LEVEL_WITHIN = 1;

/** Whether the amounts are level (nothing to cash out). */
export function isLevel(amounts: readonly number[]): boolean {
  return amounts.length === 0 || Math.max(...amounts) - Math.min(...amounts) < LEVEL_WITHIN;
}

export const CASH_OUT_REASONS = {
  noPosition: 'You have no position to cash out in this market.',
  level: 'Your position is already the same on every runner.',
  noPrice: 'No price is offered to cash out at just now.',
  manyRunners: 'Your bets on several runners cannot be cashed out with one bet here.',
} as const;

function positionOf(positions: ReadonlyMap<number, number>, runnerId: number): number {
  return positions.get(runnerId) ?? 0;
}

/**
 * The bet that levels the book at the current prices, scaled by `fraction` (0 < fraction ≤ 1: a
 * partial cash out levels that share of the difference). Of the runners it could be placed on, the
 * one that leaves the most profit is chosen. The stake is rounded to the paisa.
 */
export function cashOutQuote(
  runnerIds: readonly number[],
  positions: ReadonlyMap<number, number>,
  quotes: ReadonlyMap<number, RunnerQuotes>,
  fraction = 1,
): CashOutResult {
  if (runnerIds.length < 2 || runnerIds.every((id) => Math.abs(positionOf(positions, id)) < 0.01)) {
    return { ok: false, reason: CASH_OUT_REASONS.noPosition };
  }
  const amounts = runnerIds.map((id) => positionOf(positions, id));
  if (isLevel(amounts)) return { ok: false, reason: CASH_OUT_REASONS.level };

  const share = Math.min(1, Math.max(0, fraction));
  let best: CashOutQuote | null = null;
  let priced = false;
  let levelable = false;
  for (const runnerId of runnerIds) {
    const others = runnerIds.filter((id) => id !== runnerId).map((id) => positionOf(positions, id));
    if (!isLevel(others)) continue;
    levelable = true;
    const gap = (others[0] ?? 0) - positionOf(positions, runnerId);
    // Behind on k against the rest: back k; ahead on k: lay k.
    const side: Side = gap > 0 ? 'back' : 'lay';
    const price = quotes.get(runnerId)?.[side];
    if (price === undefined || !(price > 1)) continue;
    priced = true;
    const fullStake = Math.abs(gap) / price;
    // A back on k takes its stake from every other runner; a lay on k adds it to them.
    const level = (others[0] ?? 0) + (side === 'back' ? -fullStake : fullStake);
    const stake = roundMoney(fullStake * share);
    if (stake <= 0) continue;
    const after = projectPositions('odds', runnerIds, positions, { side, runnerId, price, stake });
    if (!best || level * share > best.profit) best = { runnerId, side, price, stake, profit: level * share, positions: after };
  }
  if (best) return { ok: true, quote: { ...best, profit: roundMoney(best.profit) } };
  if (!levelable) return { ok: false, reason: CASH_OUT_REASONS.manyRunners };
  return { ok: false, reason: priced ? CASH_OUT_REASONS.level : CASH_OUT_REASONS.noPrice };
}

/**
 * Whether the market moved against a quote since it was given: the price now offered on the quote's
 * side is worse for the player (a lower back, a higher lay) or gone. A better price is no reason to
 * refuse: the bet still asks the quoted odds.
 */
export function quoteMoved(quote: Pick<CashOutQuote, 'side' | 'price'>, now: number | undefined): boolean {
  if (now === undefined) return true;
  return quote.side === 'back' ? now < quote.price : now > quote.price;
}
