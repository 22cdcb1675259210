// docs/product.md §9.

export const OTP_COUNTDOWN_SECONDS = 120;
export const COUNTDOWN_TICK_MS = 1000;

export function secondsLeft(startedAtMs: number, nowMs: number, totalSeconds: number = OTP_COUNTDOWN_SECONDS): number {
  const elapsed = Math.floor((nowMs - startedAtMs) / 1000);
  return Math.min(totalSeconds, Math.max(0, totalSeconds - elapsed));
}

/** 125 → '2:05', 0 → '0:00'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
