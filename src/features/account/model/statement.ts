import type { TransactionType } from '@/api/generated/types.gen';

// docs/wire.md §2.9: the statement's Type filter (0 = all) and page sizes.

export const transactionTypes: readonly { value: TransactionType; label: string }[] = [
  { value: 0, label: 'All' },
  { value: 1, label: 'Deposit/Withdraw' },
  { value: 2, label: 'Betting Profit & Loss' },
  { value: 3, label: 'Bonus' },
];

export function toTransactionType(value: string): TransactionType {
  return transactionTypes.find((type) => String(type.value) === value)?.value ?? 0;
}

export const STATEMENT_PAGE_SIZES = [10, 20, 30, 50, 100] as const;

/** docs/wire.md §2.9 Detail: totalWin > 0 WIN, < 0 LOST, 0 TIE. */
export function outcomeOfTotal(totalWin: number): 'WIN' | 'LOST' | 'TIE' {
  if (totalWin > 0) return 'WIN';
  if (totalWin < 0) return 'LOST';
  return 'TIE';
}

/** Made on first use: a formatter's first use of a time zone builds ICU's data for it. */
let dateTime: Intl.DateTimeFormat | undefined;

/** A wire instant as the player reads it: in IST, the zone of the days the filters use. */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  dateTime ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  return Number.isNaN(ms) ? iso : `${dateTime.format(ms)} IST`;
}
