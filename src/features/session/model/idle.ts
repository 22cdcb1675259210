import type { SettingExpiry } from '@/api/generated/types.gen';

// docs/wire.md §2.15, §5: GetSettingExpiry gives timeOutSecond and showTimeOutNotificationSecond. A
// player idle for timeOutSecond sees a warning; still idle showTimeOutNotificationSecond later, they
// are logged out. WCAG 2.2.1 (Timing Adjustable) wants at least 20 seconds to extend the session with
// a simple action, so the warning never lasts less than that.

export const MIN_WARNING_SECONDS = 20;

/** Activity is shared with the other tabs at most this often (a stored time, not every pointer move).
 * Far below any idle timeout, so the other tabs' count is off by no more than this. */
export const ACTIVITY_SHARE_MS = 5000;

export interface IdleTimeout {
  /** Idle time before the warning. */
  timeoutMs: number;
  /** How long the warning stands before the logout. */
  warningMs: number;
}

export type IdlePhase =
  | { phase: 'active' }
  | { phase: 'warning'; secondsLeft: number }
  | { phase: 'expired' };

/** The site's idle timeout; null (no timeout) when the server sets none. */
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
