// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { endSession, isSignedIn } from '@/features/session';
import {
  clearExcept,
  keptOnLogout,
  readJson,
  readString,
  storageKeys,
  storedJson,
  subscribe,
  subscribeOtherTabs,
  writeJson,
  writeString,
} from '@/lib/storage';
import { sessionIdentity } from '@/features/session/model/saved-session';
import { z } from 'zod';

describe('the stored session (docs/product.md §3, §4)', () => {
  it('logout keeps only baseUrl and the two slide entries', () => {
    for (const key of Object.values(storageKeys)) writeString(key, `value of ${key}`);
    localStorage.setItem('somethingForeign', 'x');
    endSession();
    expect(Object.keys(localStorage).sort()).toEqual([...keptOnLogout].sort());
    expect(readString(storageKeys.baseUrl)).toBe('value of baseUrl');
    expect(readString(storageKeys.slideDataImg)).toBe('value of slideDataImg');
    expect(readString(storageKeys.slideDataLogo)).toBe('value of slideDataLogo');
  });

  it('is signed in with stored user info or a stored access token', () => {
    expect(isSignedIn()).toBe(false);
    writeString(storageKeys.accessToken, 't');
    expect(isSignedIn()).toBe(true);
    localStorage.clear();
    writeString(storageKeys.userinfo, '{}');
    expect(isSignedIn()).toBe(true);
  });

  it('tells subscribers of a key when it changes or is cleared', () => {
    const listener = vi.fn();
    const stop = subscribe(storageKeys.balance, listener);
    writeString(storageKeys.balance, '10');
    clearExcept([]);
    stop();
    writeString(storageKeys.balance, '20');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads a corrupt or foreign JSON value as nothing', () => {
    const stakes = z.array(z.object({ title: z.string(), value: z.number() }));
    writeJson(storageKeys.stakes, [{ title: '10k', value: 10000 }]);
    expect(readJson(storageKeys.stakes, stakes)).toEqual([{ title: '10k', value: 10000 }]);
    writeString(storageKeys.stakes, '{not json');
    expect(readJson(storageKeys.stakes, stakes)).toBeNull();
    writeJson(storageKeys.stakes, [{ title: 10 }]);
    expect(readJson(storageKeys.stakes, stakes)).toBeNull();
  });

  it("tells other-tab subscribers of another tab's changes only (several tabs are one session)", () => {
    const listener = vi.fn();
    const stop = subscribeOtherTabs(listener);
    writeString(storageKeys.accessToken, 'mine');
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.accessToken, storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'mockState', storageArea: sessionStorage }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.userinfo, storageArea: localStorage }));
    expect(listener.mock.calls).toEqual([[storageKeys.accessToken], [null]]);
  });

  it('gives a session one identity across token refreshes, another for another login', () => {
    expect(sessionIdentity()).toBeNull();
    writeJson(storageKeys.userinfo, { userName: 'player1', username: 'player1', balance: 0, exposure: 0 });
    writeString(storageKeys.refreshToken, 'rt-1');
    writeString(storageKeys.accessToken, 'at-1');
    const first = sessionIdentity();
    writeString(storageKeys.accessToken, 'at-2');
    expect(sessionIdentity()).toBe(first);
    writeString(storageKeys.refreshToken, 'rt-2');
    const second = sessionIdentity();
    expect(second).not.toBe(first);
    writeString(storageKeys.username, 'player2');
    writeJson(storageKeys.userinfo, { userName: 'player2', username: 'player2', balance: 0, exposure: 0 });
    expect(sessionIdentity()).not.toBe(second);
  });
});

describe('storedJson (the stored-value helper, one home in lib/storage)', () => {
  it('reads a stored JSON value through its schema, the same object until the text changes', () => {
    const stakes = storedJson(storageKeys.stakes, z.array(z.number()));
    writeString(storageKeys.stakes, '[100, 500]');
    const first = stakes.get();
    expect(first).toEqual([100, 500]);
    expect(stakes.get()).toBe(first);
    writeString(storageKeys.stakes, '[100, 1000]');
    expect(stakes.get()).toEqual([100, 1000]);
    writeString(storageKeys.stakes, '{not json');
    expect(stakes.get()).toBeNull();
    writeString(storageKeys.stakes, '["a"]');
    expect(stakes.get()).toBeNull();
  });
});
