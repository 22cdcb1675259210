import * as z from 'zod/mini';
import type { AuthenticateResult, RefreshTokenResult, StakeButton } from '@/api/generated/types.gen';
import { zAuthenticateResult, zStakeButton } from '@/api/generated/mini/zod.gen';
import { clearExcept, keptOnLogout, readString, remove, storageKeys, storedJson, subscribe, subscribeOtherTabs, writeJson, writeString, type StorageKey } from '@/lib/storage';
import { expiryTime, hasExpired, parseStoredExpiry } from './expiry';
import { emitSignedOut, type SignInKind } from './sign-in-events';

// The stored session of docs/product.md §3 with a typed API: accessors over localStorage, not a store
// (the local copies of open bets and P&L are the wallet's: features/wallet/wallet-copies.ts). Every key goes through src/lib/storage (the only
// module touching localStorage); the spellings are the backend family's, so a player moving between
// its front ends keeps their session. The schemas are the generated ones for zod/mini (the
// first route reads the stored session, and has a size budget).

/** docs/product.md §6: the stored user name of the demo user. */
export const DEMO_USERNAME = 'Demo';

/** docs/product.md §3 userinfo: the login result without its credentials (those have keys of their own), plus
 * the client-side username ('Demo' for the demo user). Balance, exposure and the per-sport flags. */
export const zUserInfo = z.extend(z.omit(zAuthenticateResult, { accessToken: true, refreshToken: true, casinoToken: true, stakes: true, expireInSeconds: true }), {
  username: z.string(),
});
export type UserInfo = z.infer<typeof zUserInfo>;

export const userInfo = storedJson(storageKeys.userinfo, zUserInfo);
export const storedStakes = storedJson(storageKeys.stakes, z.array(zStakeButton));

/** The local copies of one player's account (docs/product.md §3): open bets, profit-loss, balance and
 * exposure. They go with the player (a login as someone else, a logout, an expiry): another player's
 * would be shown, and quoted for cash out, until the first read succeeds. */
export const playerCopies: readonly StorageKey[] = [
  storageKeys.openBets,
  storageKeys.profitLoss,
  storageKeys.balance,
  storageKeys.exposure,
];

/** docs/product.md §4 "On reload, if the stored expiry has passed, these are cleared": the token (with its
 * refresh token and expiry entries, so no credential outlives the session), user info, open bets,
 * profit-loss, balance and exposure. */
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

/** docs/product.md §4: a signed-in state is decided by stored user info; a stored accessToken also marks it. */
export function isSignedIn(): boolean {
  return readString(storageKeys.userinfo) !== null || readString(storageKeys.accessToken) !== null;
}

export function subscribeSignedIn(listener: () => void): () => void {
  const stops = [subscribe(storageKeys.userinfo, listener), subscribe(storageKeys.accessToken, listener)];
  return () => stops.forEach((stop) => stop());
}

/** Whether a login is the player the stored session belongs to: by id when both have one, else by name. */
function isStoredPlayer(result: AuthenticateResult, username: string): boolean {
  const stored = userInfo.get();
  if (!stored) return false;
  if (stored.userId !== undefined && result.userId !== undefined) return stored.userId === result.userId && stored.username === username;
  return stored.userName === result.userName && stored.username === username;
}

/**
 * docs/product.md §4 success of login, demo login or verification: the tokens, the expiry (now +
 * expireInSeconds × 1000 ms), user info, casino token and stakes, plus userIp, username and domain
 * (docs/product.md §3). The bearer header follows: the api runtime reads the stored token on every request.
 * The token and userinfo are written last, so a subscriber that sees the player signed in finds the
 * rest in place. Over another player's session, that player's local copies go first (playerCopies).
 */
export function storeSignIn(result: AuthenticateResult, kind: SignInKind, nowMs: number): void {
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

/** docs/wire.md §1.1 RefreshToken: a new access token and expiry; the refresh token itself stays. */
export function storeRefreshedToken(result: RefreshTokenResult, nowMs: number): void {
  writeExpiry(result.expireInSeconds, nowMs);
  writeString(storageKeys.accessToken, result.accessToken);
}

/**
 * Who the stored session belongs to, for telling another tab's login or logout apart from a token
 * refresh: the username and the refresh token (which a refresh keeps; a new login gets a new one).
 * null for a visitor.
 */
export function sessionIdentity(): string | null {
  if (!isSignedIn()) return null;
  return `${userInfo.get()?.username ?? readUsername() ?? ''}\n${readRefreshToken() ?? ''}`;
}

/** The keys whose change in another tab may mean another session (a login, a logout, a clear). */
const identityKeys: ReadonlySet<string | null> = new Set([null, storageKeys.accessToken, storageKeys.userinfo, storageKeys.refreshToken, storageKeys.username]);

/** What decides who is signed in changed, in this tab or another. */
export function subscribeSessionIdentity(listener: () => void): () => void {
  const stops = [storageKeys.accessToken, storageKeys.userinfo, storageKeys.refreshToken, storageKeys.username].map((key) => subscribe(key, listener));
  return () => stops.forEach((stop) => stop());
}

/** Another tab changed what decides who is signed in (or cleared the storage). */
export function subscribeOtherTabSession(listener: () => void): () => void {
  return subscribeOtherTabs((key) => {
    if (identityKeys.has(key)) listener();
  });
}

/** When the player was last active in any tab (epoch ms), or null. */
export function readLastActivity(): number | null {
  return readNumber(storageKeys.lastActivity);
}

/** Activity in this tab, for every tab's idle clock. */
export function storeLastActivity(nowMs: number): void {
  writeString(storageKeys.lastActivity, String(nowMs));
}

export type ReloadOutcome = 'visitor' | 'kept' | 'expired';

/** docs/product.md §4 "On reload": an expired session is cleared (logged out); a live one is kept as it is. */
export function applyReloadRule(nowMs: number): ReloadOutcome {
  if (!isSignedIn()) return 'visitor';
  if (!hasExpired(readExpiry(), nowMs)) return 'kept';
  for (const key of clearedWhenExpired) remove(key);
  return 'expired';
}

/** docs/product.md §4: logout (and a 401) clear every stored key except baseUrl and the two slide entries
 * (the player's copies among them). */
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

/** The stored expiry moment (epoch ms), or null. */
export function readExpiry(): number | null {
  return parseStoredExpiry(readString(storageKeys.expireIn));
}

export function readUsername(): string | null {
  return readString(storageKeys.username);
}

/** The names the signed-in player goes by: the stored username ('Demo' for the demo user) and the
 * server's userName from the login. Empty for a visitor. */
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

/** The player's quick stakes from the login; null until then (the bet slip has the
 * docs/product.md §3 defaults). */
export function readStakes(): readonly StakeButton[] | null {
  return storedStakes.get();
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
