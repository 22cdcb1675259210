// docs/product.md §3, §7. Pure: "now" is an argument.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { Bonus } from '@/api/generated/types.gen';
import { dateTimeFormat } from '@/lib/intl';
import { formatMoney } from '@/lib/money';

export type BonusState = 'available' | 'claimed' | 'expired';

/** An AVAILABLE bonus past its expiry is expired: the server refuses it. */
export function bonusState(bonus: Pick<Bonus, 'status' | 'expiresAt'>, nowMs: number): BonusState {
  if (bonus.status === 'CLAIMED') return 'claimed';
  if (bonus.status === 'EXPIRED') return 'expired';
  return isPast(bonus.expiresAt, nowMs) ? 'expired' : 'available';
}

export const STATE_LABEL: Record<BonusState, MessageDescriptor> = {
  available: msg`Available`,
  claimed: msg`Claimed`,
  expired: msg`Expired`,
};

const STATE_ORDER: Record<BonusState, number> = { available: 0, claimed: 1, expired: 2 };

/** The server's order within each state. */
export function sortBonuses<T extends Pick<Bonus, 'status' | 'expiresAt'>>(bonuses: readonly T[], nowMs: number): T[] {
  return bonuses
    .map((bonus, index) => ({ bonus, index, order: STATE_ORDER[bonusState(bonus, nowMs)] }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ bonus }) => bonus);
}

export interface WageringProgress {
  percent: number;
  text: string;
}

export function wageringProgress(bonus: Pick<Bonus, 'wageringRequired' | 'wageringDone'>): WageringProgress | null {
  const required = bonus.wageringRequired ?? 0;
  if (!(required > 0)) return null;
  const done = Math.max(0, bonus.wageringDone ?? 0);
  const percent = Math.min(100, Math.floor((done / required) * 100));
  const wagered = formatMoney(Math.min(done, required));
  const total = formatMoney(required);
  return { percent, text: t`Wagered ${wagered} of ${total} (${percent}%)` };
}

function isPast(expiresAt: string | null | undefined, nowMs: number): boolean {
  if (!expiresAt) return false;
  const at = Date.parse(expiresAt);
  return !Number.isNaN(at) && at <= nowMs;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'expires in 6 days 23 hours'. */
export function expiryText(expiresAt: string | null | undefined, nowMs: number): string | null {
  if (!expiresAt) return null;
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return null;
  const left = at - nowMs;
  if (left <= 0) return t`Expired`;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0 && hours > 0)
    return t`expires in ${plural(days, { one: '# day', other: '# days' })} ${plural(hours, { one: '# hour', other: '# hours' })}`;
  if (days > 0) return t`expires in ${plural(days, { one: '# day', other: '# days' })}`;
  if (hours > 0 && minutes > 0)
    return t`expires in ${plural(hours, { one: '# hour', other: '# hours' })} ${plural(minutes, { one: '# minute', other: '# minutes' })}`;
  if (hours > 0) return t`expires in ${plural(hours, { one: '# hour', other: '# hours' })}`;
  if (minutes > 0) return t`expires in ${plural(minutes, { one: '# minute', other: '# minutes' })}`;
  return t`expires in less than a minute`;
}

// In UTC, as the statement shows dates.
const EXPIRY_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' };

export function formatExpiryDate(expiresAt: string | null | undefined): string | null {
  if (!expiresAt) return null;
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return null;
  const date = dateTimeFormat(EXPIRY_DATE).format(at);
  return t`${date} UTC`;
}
