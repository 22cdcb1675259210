// docs/domain.md "Order lifecycle"; the mock builds its book with these.
import { roundMoney } from '../money';
import type { PriceSize, Side } from './types';

export interface RestingOrder {
  side: Side;
  odds: number;
  size: number;
}

function bestFirst(takerSide: Side): (a: PriceSize, b: PriceSize) => number {
  return takerSide === 'back' ? (a, b) => b.price - a.price : (a, b) => a.price - b.price;
}

/** An unmatched back at O for S is S to lay at O, and the reverse. */
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

/** Fills at prices the levels lack were resting orders. */
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

export function shareFill(size: number, orderSizes: readonly number[]): { perOrder: number[]; fromLevel: number } {
  let left = size;
  const perOrder = orderSizes.map((available) => {
    const take = roundMoney(Math.min(left, Math.max(0, available)));
    left = roundMoney(left - take);
    return take;
  });
  return { perOrder, fromLevel: left };
}
