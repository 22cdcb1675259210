import { t } from '@lingui/core/macro';
import type { Side } from '@/lib/exchange/types';
import { formatSize } from './format-size';
import type { OwnOrders } from './ladder-rows';

// The cells' names, with the short amounts they show (15.2k): WCAG 2.5.3, label in name.

export function moneyCellName(side: Side, price: number, size: number): string {
  const amount = formatSize(size);
  if (side === 'back') return size > 0 ? t`Back at ${price}, ₹${amount} available` : t`Back at ${price}`;
  return size > 0 ? t`Lay at ${price}, ₹${amount} available` : t`Lay at ${price}`;
}

export function noOwnCellName(side: Side, price: number): string {
  return side === 'back' ? t`No back order of yours at ${price}` : t`No lay order of yours at ${price}`;
}

/** Several at one price are cancelled together. */
export function ownCellName(side: Side, price: number, orders: OwnOrders): string {
  const amount = formatSize(orders.size);
  const count = orders.bets.length;
  if (side === 'back') {
    return count === 1 ? t`Your back order at ${price}, ₹${amount}, cancel` : t`Your ${count} back orders at ${price}, ₹${amount}, cancel`;
  }
  return count === 1 ? t`Your lay order at ${price}, ₹${amount}, cancel` : t`Your ${count} lay orders at ${price}, ₹${amount}, cancel`;
}

export function tradedCellName(price: number, size: number): string {
  const amount = formatSize(size);
  return size > 0 ? t`Traded at ${price}: ₹${amount}` : t`Nothing traded at ${price}`;
}

export function priceCellName(price: number, lastTraded: boolean): string {
  return lastTraded ? t`${price}, last traded price` : String(price);
}
