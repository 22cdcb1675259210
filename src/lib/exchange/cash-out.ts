// Cash out (trading out, "green up") on an exchange market, as docs/domain.md states it: one
// more bet that makes the player's profit the same whichever runner wins. After a back at Ob with
// stake Sb the equalising lay at Ol is Sb·Ob/Ol; after a lay at Ol the equalising back at Ob is
// Sl·Ol/Ob. Both are one case of the general rule used here: a bet on runner k moves k's position
// against every other runner's alike, so one bet on k levels the book when the other runners already
// stand level (always so with two runners). A stake s at odds O closes s·O of the gap between k and
// the rest, so the book is walked level by level, best price first, as the slip's matching takes it
// (docs/domain.md "Cash out across the ladder"): each level gives what it holds until the gap is
// closed. What the book cannot take now either rests unmatched at the last price walked or is not
// sent, as the player chooses.
import { roundMoney } from '../money';
import { projectPositions } from './positions';
import type { PriceSize, Side } from './types';

/** What is offered now on a runner, each side: the levels best first with their sizes, or one price
 * (taken as holding any size). Undefined: nothing offered. */
export interface RunnerQuotes {
  back?: number | readonly PriceSize[];
  lay?: number | readonly PriceSize[];
}

/** What part of a cash out the bet carries: all of it (what the book cannot take now rests
 * unmatched at the asked price) or only what the book takes now. */
export type CashOutRest = 'rest' | 'refuse';

export interface CashOutPart {
  /** The stake of the bet. */
  stake: number;
  /** What is secured whatever the result (negative: a loss). */
  profit: number;
  /** The share of the position it levels (0–1). */
  share: number;
  /** Every runner's position after it. */
  positions: Map<number, number>;
  /** What stays riding: the position not levelled, as it was scaled by (1 − share). */
  left: Map<number, number>;
}

export interface CashOutQuote {
  runnerId: number;
  side: Side;
  /** The odds the cash-out bet asks: the last level the walk reaches (the best price when that one
   * level is enough); what the book cannot take now would rest there. */
  price: number;
  /** The stake of the whole cash out asked (this share of the position). */
  stake: number;
  /** What the cash out secures whatever the result (negative: a loss) once all of it is matched: the
   * level profit of a full cash out, or that share of it for a partial one (the rest of the position
   * stays as it was, scaled down). */
  profit: number;
  /** Every runner's position after the whole bet. */
  positions: Map<number, number>;
  /** The position left riding after the whole bet. */
  left: Map<number, number>;
  /** The share of the position asked (0–1). */
  share: number;
  /** The parts the book takes now, best price first. */
  fills: PriceSize[];
  /** Size-weighted average odds of the fills (null: the book takes nothing now). */
  averageOdds: number | null;
  /** The stake the book cannot take now: it rests unmatched at `price`, or is not sent. */
  restStake: number;
  /** Only what the book takes now (the player refuses the rest). */
  now: CashOutPart;
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

/** The levels a side offers, best first (the highest back, the lowest lay), empty ones left out. */
function levelsOf(side: Side, offered: number | readonly PriceSize[] | undefined): PriceSize[] {
  if (offered === undefined) return [];
  const levels = typeof offered === 'number' ? [{ price: offered, size: Number.POSITIVE_INFINITY }] : offered;
  return levels.filter((level) => level.price > 1 && level.size > 0).sort((a, b) => (side === 'back' ? b.price - a.price : a.price - b.price));
}

export interface LadderWalk {
  fills: PriceSize[];
  /** The last price walked: what the order asks. */
  price: number;
  /** What the book cannot take (rests at `price` if sent). */
  restStake: number;
}

/**
 * Walks the levels (best first) for the stakes that close `gap` (s·O each): each level gives up to
 * the size it shows; stakes are rounded to the paisa. Null when nothing is offered.
 */
export function walkLadder(side: Side, gap: number, offered: number | readonly PriceSize[] | undefined): LadderWalk | null {
  const levels = levelsOf(side, offered);
  const last = levels.at(-1);
  if (!last) return null;
  const fills: PriceSize[] = [];
  let left = gap;
  let price = levels[0]?.price ?? last.price;
  for (const level of levels) {
    if (roundMoney(left / level.price) <= 0) break;
    const size = roundMoney(Math.min(left / level.price, level.size));
    if (size <= 0) continue;
    fills.push({ price: level.price, size });
    price = level.price;
    left -= size * level.price;
  }
  const restStake = Math.max(0, roundMoney(left / last.price));
  return { fills, price: restStake > 0 ? last.price : price, restStake };
}

/** The positions after some parts of one bet on `runnerId`, each at its own odds. */
function afterParts(runnerIds: readonly number[], positions: ReadonlyMap<number, number>, runnerId: number, side: Side, parts: readonly PriceSize[]): Map<number, number> {
  let after = new Map(positions);
  for (const part of parts) after = projectPositions('odds', runnerIds, after, { side, runnerId, price: part.price, stake: part.size });
  return after;
}

function partOf(
  runnerIds: readonly number[],
  positions: ReadonlyMap<number, number>,
  runnerId: number,
  side: Side,
  parts: readonly PriceSize[],
  gap: number,
  othersBefore: number,
): CashOutPart {
  const after = afterParts(runnerIds, positions, runnerId, side, parts);
  const closed = parts.reduce((sum, part) => sum + part.size * part.price, 0);
  const share = Math.min(1, closed / gap);
  const stake = roundMoney(parts.reduce((sum, part) => sum + part.size, 0));
  // A back on k takes its stake from every other runner; a lay on k adds it to them.
  const profit = roundMoney(othersBefore * share + (side === 'back' ? -stake : stake));
  const left = new Map([...after.keys()].map((id) => [id, roundMoney(positionOf(positions, id) * (1 - share))]));
  return { stake, profit, share, positions: after, left };
}

/**
 * The bet that levels the book at the current prices, scaled by `fraction` (0 < fraction ≤ 1: a
 * partial cash out levels that share of the difference), walking the levels on offer. Of the runners
 * it could be placed on, the one that leaves the most profit is chosen.
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
    const othersBefore = others[0] ?? 0;
    const gap = othersBefore - positionOf(positions, runnerId);
    // Behind on k against the rest: back k; ahead on k: lay k.
    const side: Side = gap > 0 ? 'back' : 'lay';
    const walk = walkLadder(side, Math.abs(gap) * share, quotes.get(runnerId)?.[side]);
    if (!walk) continue;
    priced = true;
    const whole = [...walk.fills, ...(walk.restStake > 0 ? [{ price: walk.price, size: walk.restStake }] : [])];
    if (whole.length === 0) continue;
    const full = partOf(runnerIds, positions, runnerId, side, whole, Math.abs(gap), othersBefore);
    const now = partOf(runnerIds, positions, runnerId, side, walk.fills, Math.abs(gap), othersBefore);
    const fillStake = walk.fills.reduce((sum, fill) => sum + fill.size, 0);
    const averageOdds = fillStake > 0 ? walk.fills.reduce((sum, fill) => sum + fill.price * fill.size, 0) / fillStake : null;
    const quote: CashOutQuote = {
      runnerId,
      side,
      price: walk.price,
      stake: full.stake,
      profit: full.profit,
      positions: full.positions,
      left: full.left,
      share,
      fills: walk.fills,
      averageOdds,
      restStake: walk.restStake,
      now,
    };
    if (!best || quote.profit > best.profit) best = quote;
  }
  if (best) return { ok: true, quote: best };
  if (!levelable) return { ok: false, reason: CASH_OUT_REASONS.manyRunners };
  return { ok: false, reason: priced ? CASH_OUT_REASONS.level : CASH_OUT_REASONS.noPrice };
}

/** The part of a quote a choice sends: all of it, or only what the book takes now. */
export function chosenPart(quote: CashOutQuote, rest: CashOutRest): CashOutPart {
  return rest === 'rest' ? { stake: quote.stake, profit: quote.profit, share: quote.share, positions: quote.positions, left: quote.left } : quote.now;
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

/** Whether a fresh quote (at the book and position as they are now) would send anything other than
 * the quote shown: another runner, side, price or stake, or another walk. Any change is refused, not
 * only a worse one: a hedge is only right for the position it was quoted against. */
export function quoteChanged(shown: CashOutQuote, fresh: CashOutQuote | null, rest: CashOutRest): boolean {
  if (!fresh || fresh.runnerId !== shown.runnerId || fresh.side !== shown.side || fresh.price !== shown.price) return true;
  const before = chosenPart(shown, rest);
  const after = chosenPart(fresh, rest);
  const walkOf = (quote: CashOutQuote) => quote.fills.map((fill) => `${fill.price}/${fill.size}`).join(',');
  return Math.abs(before.stake - after.stake) > 0.005 || Math.abs(before.share - after.share) > 1e-9 || walkOf(shown) !== walkOf(fresh);
}
