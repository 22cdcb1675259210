import type { AuthenticateResult } from '../../../src/api/generated/types.gen';
import { ACCESS_TOKEN_SECONDS, accessTokenFor, casinoTokenFor, refreshTokenFor } from '../seed/constants';
import { HOUR } from '../clock';
import type { MockState, TokenRecord, UserRecord } from '../types';
import { userExposure } from './exposure';

export function findUser(state: MockState, userId: number): UserRecord | undefined {
  return state.users.find((user) => user.id === userId);
}

/** ABP compares user names case-insensitively. */
export function findUserByName(state: MockState, userName: string): UserRecord | undefined {
  const wanted = userName.trim().toLowerCase();
  return state.users.find((user) => user.userName.toLowerCase() === wanted);
}

export function tokenRecord(state: MockState, token: string, kind: TokenRecord['kind'], nowMs: number): TokenRecord | undefined {
  const record = state.tokens.get(token);
  return record && record.kind === kind && record.expiresAt > nowMs ? record : undefined;
}

export function userForAccessToken(state: MockState, token: string, nowMs: number): UserRecord | undefined {
  const record = tokenRecord(state, token, 'access', nowMs);
  return record ? findUser(state, record.userId) : undefined;
}

export function issueAccessToken(state: MockState, userId: number, nowMs: number): TokenRecord {
  const n = state.counters.token++;
  const record: TokenRecord = {
    token: accessTokenFor(userId, n),
    userId,
    kind: 'access',
    expiresAt: nowMs + ACCESS_TOKEN_SECONDS * 1000,
  };
  state.tokens.set(record.token, record);
  return record;
}

/** The new one is handed out at the next login. */
export function rotateCasinoToken(user: UserRecord): void {
  const revoked = (user.revokedCasinoTokens ??= []);
  revoked.push(user.casinoToken);
  user.casinoToken = casinoTokenFor(user.id, revoked.length);
}

export function casinoTokenHolder(state: MockState, token: string): { user: UserRecord; current: boolean } | undefined {
  const holder = state.users.find((user) => user.casinoToken === token);
  if (holder) return { user: holder, current: true };
  const former = state.users.find((user) => user.revokedCasinoTokens?.includes(token));
  return former ? { user: former, current: false } : undefined;
}

/** Makes an exact token valid (provider state "player1 is signed in"). */
export function grantAccessToken(state: MockState, token: string, userId: number, nowMs: number, seconds = ACCESS_TOKEN_SECONDS): void {
  state.tokens.set(token, { token, userId, kind: 'access', expiresAt: nowMs + seconds * 1000 });
}

export function issueSession(state: MockState, user: UserRecord, nowMs: number): { access: TokenRecord; refresh: TokenRecord } {
  const access = issueAccessToken(state, user.id, nowMs);
  const refreshToken = refreshTokenFor(user.id, state.counters.token++);
  const refresh: TokenRecord = { token: refreshToken, userId: user.id, kind: 'refresh', expiresAt: nowMs + 30 * 24 * HOUR };
  state.tokens.set(refresh.token, refresh);
  return { access, refresh };
}

export function authenticateResult(
  state: MockState,
  user: UserRecord,
  session: { access: TokenRecord; refresh: TokenRecord },
  domain: string | null,
): AuthenticateResult {
  return {
    accessToken: session.access.token,
    refreshToken: session.refresh.token,
    expireInSeconds: ACCESS_TOKEN_SECONDS,
    userId: user.id,
    userName: user.userName,
    userIp: state.clientIp,
    casinoToken: user.casinoToken,
    stakes: user.stakes.map((stake) => ({ ...stake })),
    balance: user.balance,
    exposure: userExposure(state, user.id),
    ...user.sports,
    domain,
  };
}
