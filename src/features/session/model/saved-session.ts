import * as z from 'zod/mini';
import type { AuthenticateResult, RefreshTokenResult, StakeButton } from '@/api/generated/types.gen';
import { zAuthenticateResult, zStakeButton } from '@/api/generated/mini/zod.gen';
import {
  clearExcept,
  keptOnLogout,
  readString,
  remove,
  storageKeys,
  storedJson,
  subscribe,
  subscribeOtherTabs,
  writeJson,
  writeString,
  type StorageKey,
} from '@/lib/storage';
import { expiryTime, hasExpired, parseStoredExpiry } from './expiry';
import { emitSignedOut, type SignInKind } from './sign-in-events';

// docs/product.md §3 in the backend family's spellings. Why: docs/decisions/0007-session-expiry-upkeep-and-tabs.md

export const DEMO_USERNAME = 'Demo';

export const zUserInfo = z.extend(
  z.omit(zAuthenticateResult, { accessToken: true, refreshToken: true, casinoToken: true, stakes: true, expireInSeconds: true }),
  {
    username: z.string(),
  },
);
export type UserInfo = z.infer<typeof zUserInfo>;

export const userInfo = storedJson(storageKeys.userinfo, zUserInfo);
export const savedStakes = storedJson(storageKeys.stakes, z.array(zStakeButton));

/** Dropped when the player changes, or cash out would quote another's. */
export const playerCopies: readonly StorageKey[] = [
  storageKeys.openBets,
  storageKeys.profitLoss,
  storageKeys.balance,
  storageKeys.exposure,
];

/** docs/product.md §4 "On reload". */
export const clearedWhenExpired: readonly StorageKey[] = [
  storageKeys.accessToken,
  storageKeys.refreshToken,
  storageKeys.expireInSeconds,
  storageKeys.expireIn,
  storageKeys.expireDateTime,
  storageKeys.userinfo,
  ...playerCopies,
];

function writeOrRemove(key: StorageKey, value: string | null | undefined): void {
  if (value === null || value === undefined || value === '') remove(key);
  else writeString(key, value);
}

function writeExpiry(expireInSeconds: number, nowMs: number): void {
  const expiresAt = expiryTime(nowMs, expireInSeconds);
  writeString(storageKeys.expireInSeconds, String(expireInSeconds));
  writeString(storageKeys.expireDateTime, new Date(expiresAt).toISOString());
  writeString(storageKeys.expireIn, String(expiresAt));
}

/** docs/product.md §4. */
export function isSignedIn(): boolean {
  return readString(storageKeys.userinfo) !== null || readString(storageKeys.accessToken) !== null;
}

export function subscribeSignedIn(listener: () => void): () => void {
  const stops = [subscribe(storageKeys.userinfo, listener), subscribe(storageKeys.accessToken, listener)];
  return () => stops.forEach((stop) => stop());
}

function isStoredPlayer(result: AuthenticateResult, username: string): boolean {
  const stored = userInfo.get();
  if (!stored) return false;
  if (stored.userId !== undefined && result.userId !== undefined) return stored.userId === result.userId && stored.username === username;
  return stored.userName === result.userName && stored.username === username;
}

/** Token and userinfo last: a subscriber that sees them finds the rest. */
export function saveSignIn(result: AuthenticateResult, kind: SignInKind, nowMs: number): void {
  const username = kind === 'demo' ? DEMO_USERNAME : result.userName;
  if (!isStoredPlayer(result, username)) for (const key of playerCopies) remove(key);
  writeOrRemove(storageKeys.refreshToken, result.refreshToken);
  writeExpiry(result.expireInSeconds, nowMs);
  writeOrRemove(storageKeys.userIp, result.userIp);
  writeOrRemove(storageKeys.casinoToken, result.casinoToken);
  if (result.stakes && result.stakes.length > 0) writeJson(storageKeys.stakes, result.stakes);
  else remove(storageKeys.stakes);
  writeString(storageKeys.username, username);
  writeOrRemove(storageKeys.domain, result.domain);
  writeString(storageKeys.balance, String(result.balance));
  writeString(storageKeys.exposure, String(result.exposure));
  const info: UserInfo = zUserInfo.parse({ ...result, username });
  writeString(storageKeys.accessToken, result.accessToken);
  writeJson(storageKeys.userinfo, info);
}

/** docs/wire.md §1.1: the refresh token itself stays. */
export function saveRefreshedToken(result: RefreshTokenResult, nowMs: number): void {
  writeExpiry(result.expireInSeconds, nowMs);
  writeString(storageKeys.accessToken, result.accessToken);
}

export function sessionIdentity(): string | null {
  if (!isSignedIn()) return null;
  return `${userInfo.get()?.username ?? readUsername() ?? ''}\n${readRefreshToken() ?? ''}`;
}

const identityKeys: ReadonlySet<string | null> = new Set([
  null,
  storageKeys.accessToken,
  storageKeys.userinfo,
  storageKeys.refreshToken,
  storageKeys.username,
]);

export function subscribeSessionIdentity(listener: () => void): () => void {
  const stops = [storageKeys.accessToken, storageKeys.userinfo, storageKeys.refreshToken, storageKeys.username].map((key) =>
    subscribe(key, listener),
  );
  return () => stops.forEach((stop) => stop());
}

export function subscribeOtherTabSession(listener: () => void): () => void {
  return subscribeOtherTabs((key) => {
    if (identityKeys.has(key)) listener();
  });
}

export function readLastActivity(): number | null {
  return readNumber(storageKeys.lastActivity);
}

/** A session's key: none is written back once a logout (in the same commit, too) has cleared the session. */
export function saveLastActivity(nowMs: number): void {
  if (isSignedIn()) writeString(storageKeys.lastActivity, String(nowMs));
}

export type ReloadOutcome = 'visitor' | 'kept' | 'expired';

/** docs/product.md §4 "On reload". */
export function applyReloadRule(nowMs: number): ReloadOutcome {
  if (!isSignedIn()) return 'visitor';
  if (!hasExpired(readExpiry(), nowMs)) return 'kept';
  for (const key of clearedWhenExpired) remove(key);
  return 'expired';
}

/** docs/product.md §4: logout and a 401 keep only baseUrl and the slides. */
export function endSession(): void {
  clearExcept(keptOnLogout);
  emitSignedOut();
}

export function readAccessToken(): string | null {
  return readString(storageKeys.accessToken);
}

export function readRefreshToken(): string | null {
  return readString(storageKeys.refreshToken);
}

export function readExpiry(): number | null {
  return parseStoredExpiry(readString(storageKeys.expireIn));
}

export function readUsername(): string | null {
  return readString(storageKeys.username);
}

export function readSignedInNames(): string[] {
  return [readUsername(), userInfo.get()?.userName].filter((name): name is string => typeof name === 'string' && name !== '');
}

export function readCasinoToken(): string | null {
  return readString(storageKeys.casinoToken);
}

export function readDomain(): string | null {
  return readString(storageKeys.domain);
}

export function readUserIp(): string | null {
  return readString(storageKeys.userIp);
}

/** The bet slip has the docs/product.md §3 defaults. */
export function readStakes(): readonly StakeButton[] | null {
  return savedStakes.get();
}

function readNumber(key: StorageKey): number | null {
  const raw = readString(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function readBalance(): number | null {
  return readNumber(storageKeys.balance);
}

export function readExposure(): number | null {
  return readNumber(storageKeys.exposure);
}
