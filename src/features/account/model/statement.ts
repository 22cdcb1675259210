import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { TransactionType } from '@/api/generated/types.gen';
import { dateTimeFormat } from '@/lib/intl';

// docs/wire.md §2.9

export const transactionTypes: readonly { value: TransactionType; label: MessageDescriptor }[] = [
  { value: 0, label: msg`All` },
  { value: 1, label: msg`Deposit/Withdraw` },
  { value: 2, label: msg`Betting Profit & Loss` },
  { value: 3, label: msg`Bonus` },
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

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' };

/** In IST, as the filters' days. */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const dateTime = dateTimeFormat(DATE_TIME).format(ms);
  return t`${dateTime} IST`;
}
