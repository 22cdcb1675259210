// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getUserExpectedProfitLossQueryKey, getUserOpenBetsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { AuthenticateResult, OpenBets } from '@/api/generated/types.gen';
import { endSession, isSignedIn, onSignedOut, readExpiry, readStakes, restoreSession } from '@/features/session';
import { fetchMissingAccountData, hydrateAccountCache, mirrorAccountCache } from '@/features/wallet';
import { applyReloadRule, clearedWhenExpired, saveRefreshedToken, saveSignIn, userInfo } from '@/features/session/model/saved-session';
import { keptOnLogout, readString, storageKeys, writeJson, writeString } from '@/lib/storage';

// docs/product.md §3 (the stored session) and §4 (what login, reload and logout do to it).

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

const result: AuthenticateResult = {
  accessToken: 'at-1',
  refreshToken: 'rt-1',
  expireInSeconds: 86_400,
  userId: 2,
  userName: 'player1',
  userIp: '203.0.113.7',
  casinoToken: 'casino-1',
  stakes: [{ title: '10k', value: 10000 }],
  balance: 100000,
  exposure: 250,
  football: true,
  tennis: false,
  cricket: true,
  horseRacing: true,
  kabaddi: false,
  casino: true,
  domain: 'localhost',
};

const openBets: OpenBets = {
  balance: 99000,
  exposure: 1000,
  openBets: [],
};

function storedKeys(): string[] {
  return Object.keys(localStorage).sort();
}

describe('what a sign-in stores (docs/product.md §4)', () => {
  it('stores tokens, expiry, user info, casino token, stakes and the rest of docs/product.md §3', () => {
    saveSignIn(result, 'login', NOW);
    expect(readString(storageKeys.accessToken)).toBe('at-1');
    expect(readString(storageKeys.refreshToken)).toBe('rt-1');
    expect(readString(storageKeys.expireInSeconds)).toBe('86400');
    expect(readString(storageKeys.expireIn)).toBe(String(NOW + 86_400_000));
    expect(readString(storageKeys.expireDateTime)).toBe('2026-11-22T12:00:00.000Z');
    expect(readExpiry()).toBe(NOW + 86_400_000);
    expect(readString(storageKeys.userIp)).toBe('203.0.113.7');
    expect(readString(storageKeys.casinoToken)).toBe('casino-1');
    expect(readStakes()).toEqual([{ title: '10k', value: 10000 }]);
    expect(readString(storageKeys.username)).toBe('player1');
    expect(readString(storageKeys.domain)).toBe('localhost');
    expect(readString(storageKeys.balance)).toBe('100000');
    expect(readString(storageKeys.exposure)).toBe('250');
    expect(isSignedIn()).toBe(true);
  });

  it('keeps balance, exposure and the per-sport flags as userinfo, without the credentials', () => {
    saveSignIn(result, 'login', NOW);
    const info = userInfo.get();
    expect(info).toMatchObject({
      userName: 'player1',
      username: 'player1',
      balance: 100000,
      exposure: 250,
      football: true,
      tennis: false,
      horseRacing: true,
    });
    const raw = readString(storageKeys.userinfo) ?? '';
    expect(raw).not.toContain('at-1');
    expect(raw).not.toContain('rt-1');
    expect(raw).not.toContain('casino-1');
  });

  it('stores the demo user as Demo (docs/product.md §6)', () => {
    saveSignIn({ ...result, userName: 'demo' }, 'demo', NOW);
    expect(readString(storageKeys.username)).toBe('Demo');
    expect(userInfo.get()?.username).toBe('Demo');
  });

  it('drops what the new result does not carry', () => {
    saveSignIn(result, 'login', NOW);
    saveSignIn({ ...result, refreshToken: null, casinoToken: null, stakes: [], domain: null, userIp: null }, 'login', NOW);
    for (const key of [storageKeys.refreshToken, storageKeys.casinoToken, storageKeys.stakes, storageKeys.domain, storageKeys.userIp]) {
      expect(readString(key)).toBeNull();
    }
  });

  it('a refresh replaces the access token and expiry, not the refresh token (docs/wire.md §1.1)', () => {
    saveSignIn(result, 'login', NOW);
    saveRefreshedToken({ accessToken: 'at-2', expireInSeconds: 3600 }, NOW + 1000);
    expect(readString(storageKeys.accessToken)).toBe('at-2');
    expect(readString(storageKeys.refreshToken)).toBe('rt-1');
    expect(readExpiry()).toBe(NOW + 1000 + 3_600_000);
    expect(readString(storageKeys.expireInSeconds)).toBe('3600');
  });
});

describe('reload (docs/product.md §4)', () => {
  function signedInWithEverything(): void {
    saveSignIn(result, 'login', NOW);
    writeJson(storageKeys.openBets, openBets);
    writeJson(storageKeys.profitLoss, []);
    writeString(storageKeys.baseUrl, 'https://api.brand.example');
    writeString(storageKeys.slideDataImg, '[]');
  }

  it('keeps a session whose expiry has not passed', () => {
    signedInWithEverything();
    const before = { ...localStorage };
    expect(applyReloadRule(NOW + 86_399_999)).toBe('kept');
    expect({ ...localStorage }).toEqual(before);
  });

  it('clears token, user info, open bets, profit-loss, balance and exposure once it has passed', () => {
    signedInWithEverything();
    expect(applyReloadRule(NOW + 86_400_000)).toBe('expired');
    expect(isSignedIn()).toBe(false);
    for (const key of [
      storageKeys.accessToken,
      storageKeys.userinfo,
      storageKeys.openBets,
      storageKeys.profitLoss,
      storageKeys.balance,
      storageKeys.exposure,
    ]) {
      expect(clearedWhenExpired).toContain(key);
      expect(readString(key)).toBeNull();
    }
    // The rest of docs/product.md §3 stays until a logout.
    expect(readString(storageKeys.baseUrl)).toBe('https://api.brand.example');
    expect(readString(storageKeys.username)).toBe('player1');
  });

  it('keeps a session without a readable expiry (the token upkeep asks the server)', () => {
    writeString(storageKeys.accessToken, 'at-legacy');
    expect(applyReloadRule(NOW)).toBe('kept');
    expect(readString(storageKeys.accessToken)).toBe('at-legacy');
  });

  it('has nothing to do for a visitor', () => {
    expect(applyReloadRule(NOW)).toBe('visitor');
  });

  it('loads open bets and P&L from the local copy when there is one', () => {
    signedInWithEverything();
    const queryClient = new QueryClient();
    expect(restoreSession(NOW)).toBe('kept');
    hydrateAccountCache(queryClient);
    expect(queryClient.getQueryData(getUserOpenBetsQueryKey())).toEqual({ success: true, result: openBets });
    expect(queryClient.getQueryData(getUserExpectedProfitLossQueryKey())).toEqual({ success: true, result: [] });
    // Stale: the first screen that shows them fetches fresh figures.
    expect(queryClient.getQueryState(getUserOpenBetsQueryKey())?.dataUpdatedAt).toBe(0);
  });

  it('fetches them when there is no local copy, and not for a visitor', () => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    fetchMissingAccountData(queryClient);
    expect(prefetch).not.toHaveBeenCalled();
    saveSignIn(result, 'login', NOW);
    expect(restoreSession(NOW)).toBe('kept');
    hydrateAccountCache(queryClient);
    fetchMissingAccountData(queryClient);
    expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toEqual([
      getUserOpenBetsQueryKey(),
      getUserExpectedProfitLossQueryKey(),
    ]);
  });

  it('fetches only what has no local copy', () => {
    saveSignIn(result, 'login', NOW);
    writeJson(storageKeys.openBets, openBets);
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    restoreSession(NOW);
    hydrateAccountCache(queryClient);
    fetchMissingAccountData(queryClient);
    expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toEqual([getUserExpectedProfitLossQueryKey()]);
  });
});

describe('the local copies follow the server state while signed in (docs/product.md §3)', () => {
  it('mirrors open bets (with balance and exposure) and P&L into storage', () => {
    saveSignIn(result, 'login', NOW);
    const queryClient = new QueryClient();
    const stop = mirrorAccountCache(queryClient);
    queryClient.setQueryData(getUserOpenBetsQueryKey(), { success: true as const, result: openBets });
    queryClient.setQueryData(getUserExpectedProfitLossQueryKey(), { success: true as const, result: [] });
    stop();
    expect(JSON.parse(readString(storageKeys.openBets) ?? 'null')).toEqual(openBets);
    expect(readString(storageKeys.balance)).toBe('99000');
    expect(readString(storageKeys.exposure)).toBe('1000');
    expect(readString(storageKeys.profitLoss)).toBe('[]');
  });

  it('writes nothing after logout, so a late answer leaves nothing behind', () => {
    const queryClient = new QueryClient();
    const stop = mirrorAccountCache(queryClient);
    queryClient.setQueryData(getUserOpenBetsQueryKey(), { success: true as const, result: openBets });
    stop();
    expect(storedKeys()).toEqual([]);
  });
});

describe('logout (docs/product.md §4)', () => {
  it('clears everything but baseUrl and the two slide entries, and says so', () => {
    saveSignIn(result, 'login', NOW);
    for (const key of Object.values(storageKeys)) if (readString(key) === null) writeString(key, `value of ${key}`);
    localStorage.setItem('somethingForeign', 'x');
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    endSession();
    stop();
    expect(storedKeys()).toEqual([...keptOnLogout].sort());
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(isSignedIn()).toBe(false);
  });
});
