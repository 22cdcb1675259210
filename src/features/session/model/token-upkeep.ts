import type { RefreshTokenResult } from '@/api/generated/types.gen';

// Pure, so it is table-tested. Why: docs/decisions/0007-session-expiry-upkeep-and-tabs.md

export const RENEW_LEAD_MS = 60_000;
/** A token can be revoked or shortened server-side. */
export const MAX_CHECK_INTERVAL_MS = 30 * 60_000;
export const RETRY_MS = 60_000;

/** 0 means renew now; otherwise when to ask again. */
export function nextCheckDelayMs(minutesLeft: number): number {
  const leftMs = minutesLeft * 60_000;
  if (leftMs <= RENEW_LEAD_MS) return 0;
  return Math.min(leftMs - RENEW_LEAD_MS, MAX_CHECK_INTERVAL_MS);
}

export interface TokenUpkeepDeps {
  accessToken: string;
  readRefreshToken(): string | null;
  /** 0 or less when expired. */
  minutesLeft(accessToken: string): Promise<number>;
  refresh(refreshToken: string): Promise<RefreshTokenResult>;
  /** The caller starts a new upkeep: that is the re-check. */
  onRefreshed(result: RefreshTokenResult): void;
  onExpired(): void;
  /** A 401: the api layer has ended the session already. */
  endedSession(error: unknown): boolean;
  schedule(run: () => void, ms: number): () => void;
}

export function startTokenUpkeep(deps: TokenUpkeepDeps): () => void {
  let stopped = false;
  let cancel: () => void = () => undefined;

  const later = (ms: number) => {
    cancel = deps.schedule(() => {
      if (!stopped) void check();
    }, ms);
  };

  const renew = async (stillValid: boolean) => {
    const refreshToken = deps.readRefreshToken();
    if (!refreshToken) {
      if (stillValid) later(RENEW_LEAD_MS);
      else deps.onExpired();
      return;
    }
    try {
      const result = await deps.refresh(refreshToken);
      if (!stopped) deps.onRefreshed(result);
    } catch (error) {
      if (stopped || deps.endedSession(error)) return;
      if (stillValid) later(RETRY_MS);
      else deps.onExpired();
    }
  };

  const check = async () => {
    let minutes: number;
    try {
      minutes = await deps.minutesLeft(deps.accessToken);
    } catch (error) {
      if (!stopped && !deps.endedSession(error)) later(RETRY_MS);
      return;
    }
    if (stopped) return;
    const delay = nextCheckDelayMs(minutes);
    if (delay > 0) later(delay);
    else await renew(minutes > 0);
  };

  void check();
  return () => {
    stopped = true;
    cancel();
  };
}
