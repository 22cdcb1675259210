// Player protection limits (docs/domain.md "Player protection"; UKGC RTS 12, MGA Directive 2/2018):
// deposit and loss limits per day, week and month, counted in the player's time zone (IST for this
// market), a lower limit at once and a higher one (or a removal) after a 24-hour cooling-off.
// Pure functions of epoch milliseconds: the mock backend enforces with them (mocks/db/rules) and
// the Safer gambling screens explain with them, so the arithmetic exists once.
import { IST_OFFSET_MS } from '@/lib/ist-time';
import { roundMoney } from '@/lib/money';

export type LimitPeriod = 'DAILY' | 'WEEKLY' | 'MONTHLY';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** An increase or a removal waits this long (RTS 12: "a cooling-off period of at least 24 hours"). */
export const COOLING_OFF_MS = DAY_MS;


interface IstDay {
  year: number;
  /** 0-based, as Date's. */
  month: number;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
}

function istDay(ms: number): IstDay {
  const shifted = new Date(ms + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate(), weekday: shifted.getUTCDay() };
}

/** The instant of 00:00 IST on a calendar day (Date.UTC rolls days and months over). */
function istMidnight(year: number, month: number, day: number): number {
  return Date.UTC(year, month, day) - IST_OFFSET_MS;
}

export interface PeriodBounds {
  /** The period's first instant (00:00 IST). */
  start: number;
  /** The next period's first instant: when the limit resets. */
  end: number;
}

/** The day (00:00–24:00 IST), the week (Monday 00:00 IST) or the calendar month holding `ms`. */
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

/** A limit of one period: the amount in force (null: none) and a change waiting for its cooling-off. */
export interface PeriodLimit {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}

export const NO_LIMIT: PeriodLimit = { amount: null, pending: null };

/** Whether `next` is a lower (stricter) limit than `current`: any amount is lower than none. */
function isStricter(next: number | null, current: number | null): boolean {
  if (next === null) return false;
  return current === null || next < current;
}

/** The limit as it stands at `nowMs`: a pending change whose cooling-off has passed is in force. */
export function settleLimit(limit: PeriodLimit, nowMs: number): PeriodLimit {
  if (limit.pending && limit.pending.effectiveAt <= nowMs) return { amount: limit.pending.amount, pending: null };
  return limit;
}

/**
 * The player asks for `requested` (null: remove the limit). A lower limit applies at once and drops
 * any pending change; a higher one or a removal waits COOLING_OFF_MS from the request; asking for
 * the limit in force again withdraws a pending change.
 */
export function changeLimit(current: PeriodLimit, requested: number | null, nowMs: number): PeriodLimit {
  const settled = settleLimit(current, nowMs);
  if (requested === settled.amount) return { amount: settled.amount, pending: null };
  if (isStricter(requested, settled.amount)) return { amount: requested, pending: null };
  return { amount: settled.amount, pending: { amount: requested, effectiveAt: nowMs + COOLING_OFF_MS } };
}

/** A deposit request (amount) or a settled bet (profit or loss) at an instant. */
export interface Dated {
  at: number;
  amount: number;
}

/** Deposits requested in the period holding `nowMs` (the caller leaves out rejected requests). */
export function depositedInPeriod(deposits: readonly Dated[], period: LimitPeriod, nowMs: number): number {
  const { start } = periodBounds(period, nowMs);
  return roundMoney(deposits.filter((entry) => entry.at >= start && entry.at <= nowMs).reduce((sum, entry) => sum + entry.amount, 0));
}

/** Net loss of the bets settled in the period holding `nowMs`: the losses less the winnings, never
 * below 0 (a winning period has lost nothing; its winnings do not raise the limit). */
export function netLossInPeriod(settled: readonly Dated[], period: LimitPeriod, nowMs: number): number {
  const { start } = periodBounds(period, nowMs);
  const result = settled.filter((entry) => entry.at >= start && entry.at <= nowMs).reduce((sum, entry) => sum + entry.amount, 0);
  return roundMoney(Math.max(0, -result));
}

/** One period's limit as the player reads it. */
export interface LimitStanding {
  period: LimitPeriod;
  /** In force now; null: no limit. */
  amount: number | null;
  /** Deposited, or lost, in the period so far. */
  used: number;
  /** What the limit leaves in this period (null without a limit). */
  left: number | null;
  /** When the period ends and the limit starts again. */
  resetsAt: number;
  pending: PeriodLimit['pending'];
}

export function limitStanding(period: LimitPeriod, limit: PeriodLimit, used: number, nowMs: number): LimitStanding {
  const settled = settleLimit(limit, nowMs);
  const left = settled.amount === null ? null : roundMoney(Math.max(0, settled.amount - used));
  return { period, amount: settled.amount, used, left, resetsAt: periodBounds(period, nowMs).end, pending: settled.pending };
}

/** The standing that leaves the least (what actually binds), or null when no period has a limit.
 * Of two that leave the same, the one that resets last (the player waits for that one). */
export function bindingStanding(standings: readonly LimitStanding[]): (LimitStanding & { left: number }) | null {
  let binding: (LimitStanding & { left: number }) | null = null;
  for (const standing of standings) {
    const { left } = standing;
    if (left === null) continue;
    if (!binding || left < binding.left || (left === binding.left && standing.resetsAt > binding.resetsAt)) binding = { ...standing, left };
  }
  return binding;
}

/** A period's limits of one kind, keyed by period. */
export type PeriodLimits = Record<LimitPeriod, PeriodLimit>;

export const NO_LIMITS: PeriodLimits = { DAILY: NO_LIMIT, WEEKLY: NO_LIMIT, MONTHLY: NO_LIMIT };

/** Every period's standing for one kind of limit (deposits or losses), from the dated entries. */
export function standingsOf(
  limits: PeriodLimits,
  entries: readonly Dated[],
  usedIn: (entries: readonly Dated[], period: LimitPeriod, nowMs: number) => number,
  nowMs: number,
): LimitStanding[] {
  return LIMIT_PERIODS.map((period) => limitStanding(period, limits[period], usedIn(entries, period, nowMs), nowMs));
}

/** Why a deposit of `amount` is refused (the limit that binds), or null. */
export function depositOverLimit(amount: number, standings: readonly LimitStanding[]): (LimitStanding & { left: number }) | null {
  const binding = bindingStanding(standings);
  return binding && amount > binding.left ? binding : null;
}
