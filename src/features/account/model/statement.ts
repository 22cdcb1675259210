import type { TransactionType } from '@/api/generated/types.gen';

// docs/wire.md §2.9

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

/** docs/wire.md §2.9 Detail. */
export function outcomeOfTotal(totalWin: number): 'WIN' | 'LOST' | 'TIE' {
  if (totalWin > 0) return 'WIN';
  if (totalWin < 0) return 'LOST';
  return 'TIE';
}

/** Made on first use: its first format builds ICU's data for the zone. */
let dateTime: Intl.DateTimeFormat | undefined;

/** In IST, as the filters' days. */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  dateTime ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  return Number.isNaN(ms) ? iso : `${dateTime.format(ms)} IST`;
}
