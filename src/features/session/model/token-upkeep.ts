import type { RefreshTokenResult } from '@/api/generated/types.gen';

// Token upkeep as the backend family does it (docs/wire.md §1.1, §5), kept apart from React and the
// network so it can be table-tested: ask the server how many minutes the access token has left
// (GetAccessTokenValidateTime), renew it with RefreshToken shortly before it runs out, and log out
// when it cannot be renewed. The backend family counts the minutes down locally and refreshes at 0,
// when the token may already be dead; this renews a minute early and re-asks at least every 30 min.

/** Renew when no more than this is left. */
export const RENEW_LEAD_MS = 60_000;
/** Re-ask the server at least this often (a token can be revoked or shortened server-side). */
export const MAX_CHECK_INTERVAL_MS = 30 * 60_000;
/** After a failed check or refresh that did not end the session. */
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
  /** GetAccessTokenValidateTime: whole minutes left, 0 or less when expired. */
  minutesLeft(accessToken: string): Promise<number>;
  refresh(refreshToken: string): Promise<RefreshTokenResult>;
  /** Stores the new token; the caller starts a new upkeep for it (that is the re-check). */
  onRefreshed(result: RefreshTokenResult): void;
  /** The token is dead and cannot be renewed: log out. */
  onExpired(): void;
  /** A failure that already ended the session (a 401: the api layer emitted session-ended). */
  endedSession(error: unknown): boolean;
  /** setTimeout that returns its own cancel. */
  schedule(run: () => void, ms: number): () => void;
}

/** Starts the upkeep of one access token; returns stop. Results that arrive after stop are ignored. */
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
