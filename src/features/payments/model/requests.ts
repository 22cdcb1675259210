// docs/wire.md §2.11: type and status go as strings.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { DepositWithdrawalStatus } from '@/api/generated/types.gen';
import { dateTimeFormat } from '@/lib/intl';

export type DwTypeFilter = '0' | '1' | '2';
export type DwStatusFilter = '0' | '1' | '2' | '3';

export const typeFilters: readonly { value: DwTypeFilter; label: MessageDescriptor }[] = [
  { value: '0', label: msg`All` },
  { value: '1', label: msg`Deposit` },
  { value: '2', label: msg`Withdrawal` },
];

export const statusFilters: readonly { value: DwStatusFilter; label: MessageDescriptor }[] = [
  { value: '0', label: msg`All` },
  { value: '1', label: msg`Pending` },
  { value: '2', label: msg`Accepted` },
  { value: '3', label: msg`Rejected` },
];

export function toTypeFilter(value: string): DwTypeFilter {
  return typeFilters.find((option) => option.value === value)?.value ?? '0';
}

export function toStatusFilter(value: string): DwStatusFilter {
  return statusFilters.find((option) => option.value === value)?.value ?? '0';
}

/** The filter's codes, not the old client's unused 0/1/2 helper. */
export const statusWords: Record<DepositWithdrawalStatus, string> = {
  get 1() {
    return t`Pending`;
  },
  get 2() {
    return t`Accepted`;
  },
  get 3() {
    return t`Rejected`;
  },
};

export const REQUEST_PAGE_SIZES = [10, 20, 30, 50, 100] as const;

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' };

export function formatRequestTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const date = dateTimeFormat(DATE_TIME).format(ms);
  return t`${date} UTC`;
}
