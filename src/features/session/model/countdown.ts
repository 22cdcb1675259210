// docs/product.md §9: the OTP countdown runs 2 minutes, ticking every 1000 ms; the resend button
// appears at 0:00.

export const OTP_COUNTDOWN_SECONDS = 120;
export const COUNTDOWN_TICK_MS = 1000;

/** Whole seconds left of a countdown started at `startedAtMs`, never below 0 or above the total. */
export function secondsLeft(startedAtMs: number, nowMs: number, totalSeconds: number = OTP_COUNTDOWN_SECONDS): number {
  const elapsed = Math.floor((nowMs - startedAtMs) / 1000);
  return Math.min(totalSeconds, Math.max(0, totalSeconds - elapsed));
}

/** 125 → '2:05', 0 → '0:00'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
