// The book as an exchange keeps it (docs/domain.md, "Order lifecycle"): players' resting orders are
// offers on the other side, and matching takes size off the levels it used. The mock backend builds
// the book it shows and matches against with these functions.
import { roundMoney } from '../money';
import type { PriceSize, Side } from './types';

/** An order resting UNMATCHED: `side` is the side its owner asked (back or lay). */
export interface RestingOrder {
  side: Side;
  odds: number;
  size: number;
}

/** Best first for a player taking the levels: backers want the highest price, layers the lowest. */
function bestFirst(takerSide: Side): (a: PriceSize, b: PriceSize) => number {
  return takerSide === 'back' ? (a, b) => b.price - a.price : (a, b) => a.price - b.price;
}

/**
 * The levels a player on `takerSide` can take, with the resting orders that offer them: an unmatched
 * back at O for S is S available to lay at O (in the lay levels), an unmatched lay is S available to
 * back. Sizes at the same price add up; best price first; at most `depth` levels when given (the
 * wire shows three).
 */
export function levelsWithOrders(
  takerSide: Side,
  levels: readonly PriceSize[],
  orders: readonly RestingOrder[],
  depth?: number,
): PriceSize[] {
  const byPrice = new Map<number, number>();
  for (const level of levels) if (level.size > 0) byPrice.set(level.price, roundMoney((byPrice.get(level.price) ?? 0) + level.size));
  for (const order of orders) {
    if (order.side === takerSide || order.size <= 0) continue;
    byPrice.set(order.odds, roundMoney((byPrice.get(order.odds) ?? 0) + order.size));
  }
  const merged = [...byPrice].map(([price, size]) => ({ price, size })).sort(bestFirst(takerSide));
  return depth === undefined ? merged : merged.slice(0, depth);
}

/**
 * The levels after some fills took from them: each fill takes its size off the level at its price;
 * a level used up is gone, so the next one shows. Fills at prices the levels do not hold change
 * nothing (they were taken from resting orders).
 */
export function takeFromLevels(levels: readonly PriceSize[], fills: readonly PriceSize[]): PriceSize[] {
  const taken = new Map<number, number>();
  for (const fill of fills) taken.set(fill.price, (taken.get(fill.price) ?? 0) + fill.size);
  const left: PriceSize[] = [];
  for (const level of levels) {
    const take = Math.min(level.size, taken.get(level.price) ?? 0);
    if (take > 0) taken.set(level.price, roundMoney((taken.get(level.price) ?? 0) - take));
    const size = roundMoney(level.size - take);
    if (size > 0) left.push({ price: level.price, size });
  }
  return left;
}

/** How a fill of `size` at one price is shared among the resting orders there (oldest first) and the
 * rest of the book: what each order gets, and what is left for the book's own level. */
export function shareFill(size: number, orderSizes: readonly number[]): { perOrder: number[]; fromLevel: number } {
  let left = size;
  const perOrder = orderSizes.map((available) => {
    const take = roundMoney(Math.min(left, Math.max(0, available)));
    left = roundMoney(left - take);
    return take;
  });
  return { perOrder, fromLevel: left };
}
