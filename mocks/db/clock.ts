// The mock backend's notion of "now". Every seeded date is an offset from it, so a test that pins
// the clock gets byte-identical data, and the dev browser still sees "today" without pinning.

let pinned: number | null = null;
/** How far advanceClock() has moved the clock past the real (or pinned) one. */
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

/** Pin the clock (a date, epoch ms or ISO text); `null` follows the real clock again. */
export function setNow(value: Date | number | string | null): void {
  pinned = value === null ? null : new Date(value).getTime();
  offset = 0;
}

/** Move the clock `ms` forward (tests reach "24 hours later" without waiting); the state is kept. */
export function advanceClock(ms: number): void {
  offset += ms;
}

export function clockOffset(): number {
  return offset;
}

/** Another tab's mock advanced its clock (mocks/browser.ts): follow it. */
export function setClockOffset(ms: number): void {
  offset = ms;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** `YYYY-MM-DD` of the UTC day that holds `ms` (the statement filters compare UTC days). */
export function utcDay(ms: number): string {
  return iso(ms).slice(0, 10);
}
