// Why: docs/decisions/0010-cash-out-across-the-ladder.md. No words, so the mock runs it too.
import { roundMoney } from '../money';
import { projectPositions } from './positions';
import type { PriceSize, Side } from './types';

export interface RunnerQuotes {
  back?: number | readonly PriceSize[];
  lay?: number | readonly PriceSize[];
}

/** 'refuse': only what the book takes now is sent. */
export type CashOutRest = 'rest' | 'refuse';

export interface CashOutPart {
  stake: number;
  profit: number;
  share: number;
  positions: Map<number, number>;
  left: Map<number, number>;
}

export interface CashOutQuote {
  runnerId: number;
  side: Side;
  price: number;
  stake: number;
  profit: number;
  positions: Map<number, number>;
  left: Map<number, number>;
  share: number;
  fills: PriceSize[];
  averageOdds: number | null;
  restStake: number;
  now: CashOutPart;
}

export type CashOutRefusal = 'noPosition' | 'level' | 'noPrice' | 'manyRunners';

export type CashOutQuoteResult = { ok: true; quote: CashOutQuote } | { ok: false; refusal: CashOutRefusal };

/** Paisa rounding leaves runners a few paise apart. */
export const LEVEL_WITHIN = 1;

export function isLevel(amounts: readonly number[]): boolean {
  return amounts.length === 0 || Math.max(...amounts) - Math.min(...amounts) < LEVEL_WITHIN;
}

function positionOf(positions: ReadonlyMap<number, number>, runnerId: number): number {
  return positions.get(runnerId) ?? 0;
}

function levelsOf(side: Side, offered: number | readonly PriceSize[] | undefined): PriceSize[] {
  if (offered === undefined) return [];
  const levels = typeof offered === 'number' ? [{ price: offered, size: Number.POSITIVE_INFINITY }] : offered;
  return levels
    .filter((level) => level.price > 1 && level.size > 0)
    .sort((a, b) => (side === 'back' ? b.price - a.price : a.price - b.price));
}

export interface LadderWalk {
  fills: PriceSize[];
  price: number;
  restStake: number;
}

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

function afterParts(
  runnerIds: readonly number[],
  positions: ReadonlyMap<number, number>,
  runnerId: number,
  side: Side,
  parts: readonly PriceSize[],
): Map<number, number> {
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

export function quoteCashOut(
  runnerIds: readonly number[],
  positions: ReadonlyMap<number, number>,
  quotes: ReadonlyMap<number, RunnerQuotes>,
  fraction = 1,
): CashOutQuoteResult {
  if (runnerIds.length < 2 || runnerIds.every((id) => Math.abs(positionOf(positions, id)) < 0.01)) {
    return { ok: false, refusal: 'noPosition' };
  }
  const amounts = runnerIds.map((id) => positionOf(positions, id));
  if (isLevel(amounts)) return { ok: false, refusal: 'level' };

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
  if (!levelable) return { ok: false, refusal: 'manyRunners' };
  return { ok: false, refusal: priced ? 'level' : 'noPrice' };
}

export function chosenPart(quote: CashOutQuote, rest: CashOutRest): CashOutPart {
  return rest === 'rest'
    ? { stake: quote.stake, profit: quote.profit, share: quote.share, positions: quote.positions, left: quote.left }
    : quote.now;
}

/** A better price still asks the quoted odds. */
export function quoteMoved(quote: Pick<CashOutQuote, 'side' | 'price'>, now: number | undefined): boolean {
  if (now === undefined) return true;
  return quote.side === 'back' ? now < quote.price : now > quote.price;
}

/** Any change: a hedge is right only for the position it was quoted against. */
export function quoteChanged(shown: CashOutQuote, fresh: CashOutQuote | null, rest: CashOutRest): boolean {
  if (!fresh || fresh.runnerId !== shown.runnerId || fresh.side !== shown.side || fresh.price !== shown.price) return true;
  const before = chosenPart(shown, rest);
  const after = chosenPart(fresh, rest);
  const walkOf = (quote: CashOutQuote) => quote.fills.map((fill) => `${fill.price}/${fill.size}`).join(',');
  return Math.abs(before.stake - after.stake) > 0.005 || Math.abs(before.share - after.share) > 1e-9 || walkOf(shown) !== walkOf(fresh);
}
