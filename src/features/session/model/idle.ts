import type { SettingExpiry } from '@/api/generated/types.gen';

// docs/wire.md §2.15, §5.

/** WCAG 2.2.1 Timing Adjustable. */
export const MIN_WARNING_SECONDS = 20;

/** Far below any idle timeout: the other tabs' count is off by no more than this. */
export const ACTIVITY_SHARE_MS = 5000;

export interface IdleTimeout {
  timeoutMs: number;
  warningMs: number;
}

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

export function idleTimeoutFrom(setting: SettingExpiry | undefined): IdleTimeout | null {
  if (!setting || setting.timeOutSecond <= 0) return null;
  return {
    timeoutMs: setting.timeOutSecond * 1000,
    warningMs: Math.max(setting.showTimeOutNotificationSecond, MIN_WARNING_SECONDS) * 1000,
  };
}

export function idlePhase(idleMs: number, timeout: IdleTimeout): IdlePhase {
  if (idleMs < timeout.timeoutMs) return { phase: 'active' };
  const leftMs = timeout.timeoutMs + timeout.warningMs - idleMs;
  if (leftMs > 0) return { phase: 'warning', secondsLeft: Math.ceil(leftMs / 1000) };
  return { phase: 'expired' };
}
