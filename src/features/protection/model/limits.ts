// Deposit and loss limits (UKGC RTS 12), shared with the mock.
// Why: docs/decisions/0013-player-protection.md
import { IST_OFFSET_MS } from '@/lib/ist-day';
import { roundMoney } from '@/lib/money';

export type LimitPeriod = 'DAILY' | 'WEEKLY' | 'MONTHLY';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** RTS 12: "a cooling-off period of at least 24 hours". */
export const COOLING_OFF_MS = DAY_MS;

interface IstDay {
  year: number;
  /** 0-based. */
  month: number;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
}

function istDay(ms: number): IstDay {
  const shifted = new Date(ms + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate(), weekday: shifted.getUTCDay() };
}

/** Date.UTC rolls days and months over. */
function istMidnight(year: number, month: number, day: number): number {
  return Date.UTC(year, month, day) - IST_OFFSET_MS;
}

export interface PeriodBounds {
  start: number;
  end: number;
}

export function periodBounds(period: LimitPeriod, ms: number): PeriodBounds {
  const { year, month, day, weekday } = istDay(ms);
  switch (period) {
    case 'DAILY':
      return { start: istMidnight(year, month, day), end: istMidnight(year, month, day + 1) };
    case 'WEEKLY': {
      const monday = day - ((weekday + 6) % 7);
      return { start: istMidnight(year, month, monday), end: istMidnight(year, month, monday + 7) };
    }
    case 'MONTHLY':
      return { start: istMidnight(year, month, 1), end: istMidnight(year, month + 1, 1) };
  }
}

export interface PeriodLimit {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}

export const NO_LIMIT: PeriodLimit = { amount: null, pending: null };

function isStricter(next: number | null, current: number | null): boolean {
  if (next === null) return false;
  return current === null || next < current;
}

/** A pending change whose cooling-off has passed is in force. */
export function settleLimit(limit: PeriodLimit, nowMs: number): PeriodLimit {
  if (limit.pending && limit.pending.effectiveAt <= nowMs) return { amount: limit.pending.amount, pending: null };
  return limit;
}

/** `requested` null removes; the limit in force again withdraws a pending change. */
export function changeLimit(current: PeriodLimit, requested: number | null, nowMs: number): PeriodLimit {
  const settled = settleLimit(current, nowMs);
  if (requested === settled.amount) return { amount: settled.amount, pending: null };
  if (isStricter(requested, settled.amount)) return { amount: requested, pending: null };
  return { amount: settled.amount, pending: { amount: requested, effectiveAt: nowMs + COOLING_OFF_MS } };
}

export interface Dated {
  at: number;
  amount: number;
}

/** The caller leaves out rejected requests. */
export function depositedInPeriod(deposits: readonly Dated[], period: LimitPeriod, nowMs: number): number {
  const { start } = periodBounds(period, nowMs);
  return roundMoney(deposits.filter((entry) => entry.at >= start && entry.at <= nowMs).reduce((sum, entry) => sum + entry.amount, 0));
}

/** Never below 0: winnings do not raise the limit. */
export function netLossInPeriod(settled: readonly Dated[], period: LimitPeriod, nowMs: number): number {
  const { start } = periodBounds(period, nowMs);
  const result = settled.filter((entry) => entry.at >= start && entry.at <= nowMs).reduce((sum, entry) => sum + entry.amount, 0);
  return roundMoney(Math.max(0, -result));
}

export interface LimitStanding {
  period: LimitPeriod;
  /** null: no limit. */
  amount: number | null;
  /** Deposited, or lost, so far. */
  used: number;
  left: number | null;
  resetsAt: number;
  pending: PeriodLimit['pending'];
}

export function limitStanding(period: LimitPeriod, limit: PeriodLimit, used: number, nowMs: number): LimitStanding {
  const settled = settleLimit(limit, nowMs);
  const left = settled.amount === null ? null : roundMoney(Math.max(0, settled.amount - used));
  return { period, amount: settled.amount, used, left, resetsAt: periodBounds(period, nowMs).end, pending: settled.pending };
}

/** Of two that leave the same, the one that resets last. */
export function bindingStanding(standings: readonly LimitStanding[]): (LimitStanding & { left: number }) | null {
  let binding: (LimitStanding & { left: number }) | null = null;
  for (const standing of standings) {
    const { left } = standing;
    if (left === null) continue;
    if (!binding || left < binding.left || (left === binding.left && standing.resetsAt > binding.resetsAt)) binding = { ...standing, left };
  }
  return binding;
}

export type PeriodLimits = Record<LimitPeriod, PeriodLimit>;

export const NO_LIMITS: PeriodLimits = { DAILY: NO_LIMIT, WEEKLY: NO_LIMIT, MONTHLY: NO_LIMIT };

export function standingsOf(
  limits: PeriodLimits,
  entries: readonly Dated[],
  usedIn: (entries: readonly Dated[], period: LimitPeriod, nowMs: number) => number,
  nowMs: number,
): LimitStanding[] {
  return LIMIT_PERIODS.map((period) => limitStanding(period, limits[period], usedIn(entries, period, nowMs), nowMs));
}

export function depositOverLimit(amount: number, standings: readonly LimitStanding[]): (LimitStanding & { left: number }) | null {
  const binding = bindingStanding(standings);
  return binding && amount > binding.left ? binding : null;
}
