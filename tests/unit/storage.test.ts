import { describe, expect, it, vi } from 'vitest';
import { endSession, isSignedIn } from '@/features/session';
import { clearExcept, keptOnLogout, readJson, readString, storageKeys, subscribe, writeJson, writeString } from '@/lib/storage';
import { z } from 'zod';

describe('the stored session (spec §3, §4)', () => {
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
});
