// docs/product.md §3, §7. Pure: "now" is an argument.
import type { Bonus } from '@/api/generated/types.gen';
import { formatMoney } from '@/lib/money';

export type BonusState = 'available' | 'claimed' | 'expired';

/** An AVAILABLE bonus past its expiry is expired: the server refuses it. */
export function bonusState(bonus: Pick<Bonus, 'status' | 'expiresAt'>, nowMs: number): BonusState {
  if (bonus.status === 'CLAIMED') return 'claimed';
  if (bonus.status === 'EXPIRED') return 'expired';
  return isPast(bonus.expiresAt, nowMs) ? 'expired' : 'available';
}

export const STATE_LABEL: Record<BonusState, string> = { available: 'Available', claimed: 'Claimed', expired: 'Expired' };

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
  return { percent, text: `Wagered ${formatMoney(Math.min(done, required))} of ${formatMoney(required)} (${percent}%)` };
}

function isPast(expiresAt: string | null | undefined, nowMs: number): boolean {
  if (!expiresAt) return false;
  const at = Date.parse(expiresAt);
  return !Number.isNaN(at) && at <= nowMs;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** 'expires in 6 days 23 hours'. */
export function expiryText(expiresAt: string | null | undefined, nowMs: number): string | null {
  if (!expiresAt) return null;
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return null;
  const left = at - nowMs;
  if (left <= 0) return 'Expired';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return `expires in ${plural(days, 'day')}${hours > 0 ? ` ${plural(hours, 'hour')}` : ''}`;
  if (hours > 0) return `expires in ${plural(hours, 'hour')}${minutes > 0 ? ` ${plural(minutes, 'minute')}` : ''}`;
  if (minutes > 0) return `expires in ${plural(minutes, 'minute')}`;
  return 'expires in less than a minute';
}

// In UTC, as the statement shows dates.
const expiryDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export function formatExpiryDate(expiresAt: string | null | undefined): string | null {
  if (!expiresAt) return null;
  const at = Date.parse(expiresAt);
  return Number.isNaN(at) ? null : `${expiryDate.format(at)} UTC`;
}
