// Numbers the wire sends as text (`format: decimal-text`), so every screen exercises the app's conversion.
import type { z } from 'zod';
import type {
  zBetHistoryItem,
  zBetHistoryPage,
  zTransactionDetail,
  zTransactionItem,
  zTransactionPage,
} from '../../src/api/generated/zod.gen';

export type WireTransactionItem = z.input<typeof zTransactionItem>;
export type WireTransactionPage = z.input<typeof zTransactionPage>;
export type WireTransactionDetail = z.input<typeof zTransactionDetail>;
export type WireBetHistoryItem = z.input<typeof zBetHistoryItem>;
export type WireBetHistoryPage = z.input<typeof zBetHistoryPage>;

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** As the backend family writes it: 1250.5 → "1,250.50", -500 → "-500.00". */
export function wireAmount(value: number): string {
  return grouped.format(value === 0 ? 0 : value); // no "-0.00"
}

/** One side of a statement row: empty when nothing moved that way (the other side carries it). */
export function wireSide(value: number): string {
  return value === 0 ? '' : wireAmount(value);
}
