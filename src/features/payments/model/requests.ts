// docs/wire.md §2.11: type and status go as strings.
import type { DepositWithdrawalStatus } from '@/api/generated/types.gen';

export type DwTypeFilter = '0' | '1' | '2';
export type DwStatusFilter = '0' | '1' | '2' | '3';

export const typeFilters: readonly { value: DwTypeFilter; label: string }[] = [
  { value: '0', label: 'All' },
  { value: '1', label: 'Deposit' },
  { value: '2', label: 'Withdrawal' },
];

export const statusFilters: readonly { value: DwStatusFilter; label: string }[] = [
  { value: '0', label: 'All' },
  { value: '1', label: 'Pending' },
  { value: '2', label: 'Accepted' },
  { value: '3', label: 'Rejected' },
];

export function toTypeFilter(value: string): DwTypeFilter {
  return typeFilters.find((option) => option.value === value)?.value ?? '0';
}

export function toStatusFilter(value: string): DwStatusFilter {
  return statusFilters.find((option) => option.value === value)?.value ?? '0';
}

/** The filter's codes, not the old client's unused 0/1/2 helper. */
export const statusWords: Record<DepositWithdrawalStatus, string> = { 1: 'Pending', 2: 'Accepted', 3: 'Rejected' };

export const REQUEST_PAGE_SIZES = [10, 20, 30, 50, 100] as const;

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export function formatRequestTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : `${dateTime.format(ms)} UTC`;
}
