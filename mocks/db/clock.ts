// Seeded dates are offsets from "now": a pinned clock gives byte-identical data.

let pinned: number | null = null;
let offset = 0;

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function now(): Date {
  return new Date(nowMs());
}

export function nowMs(): number {
  return (pinned ?? Date.now()) + offset;
}

/** `null` follows the real clock again. */
export function setNow(value: Date | number | string | null): void {
  pinned = value === null ? null : new Date(value).getTime();
  offset = 0;
}

/** The state is kept. */
export function advanceClock(ms: number): void {
  offset += ms;
}

export function clockOffset(): number {
  return offset;
}

export function setClockOffset(ms: number): void {
  offset = ms;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The statement filters compare UTC days. */
export function utcDay(ms: number): string {
  return iso(ms).slice(0, 10);
}
