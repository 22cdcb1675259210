import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

// The one module touching localStorage and sessionStorage; keys as docs/product.md §3 spells them.
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  expireInSeconds: 'expireInSeconds',
  expireIn: 'expire_in',
  expireDateTime: 'expire_DateTime',
  userIp: 'userIp',
  stakes: 'stakes',
  casinoToken: 'casinoToken',
  username: 'username',
  domain: 'domain',
  userinfo: 'userinfo',
  openBets: 'OpenBets',
  profitLoss: 'ProfitLoss',
  balance: 'balance',
  exposure: 'exposure',
  casinoIsEmpty: 'casino_is_empty',
  siteSuspended: 'siteSuspended',
  baseUrl: 'baseUrl',
  slideDataImg: 'slideDataImg',
  slideDataLogo: 'slideDataLogo',
  mobileGames: 'mobileGames',
  desktopGames: 'desktopGames',
  pins: 'pins',
  // docs/wire.md §2.15; the app's own keys follow.
  confirmBeforePlaceBet: 'confirmBeforePlaceBet',
  betPersistence: 'betPersistence',
  lastActivity: 'lastActivity',
  oneClickBet: 'oneClickBet',
  realityCheck: 'realityCheck',
  language: 'language',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** docs/product.md §4; literals keep storageKeys out of the early-loads script. */
export const keptOnLogout: readonly StorageKey[] = ['baseUrl', 'slideDataImg', 'slideDataLogo', 'oneClickBet', 'language'];

type Listener = () => void;
const listeners = new Map<StorageKey, Set<Listener>>();
type OtherTabListener = (key: string | null) => void;
const otherTabListeners = new Set<OtherTabListener>();

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // privacy mode
  }
}

function notify(key: StorageKey): void {
  listeners.get(key)?.forEach((listener) => listener());
}

export function readString(key: StorageKey): string | null {
  return store()?.getItem(key) ?? null;
}

function parseWith<T>(schema: $ZodType<T>, raw: string | null): T | null {
  if (raw === null) return null;
  try {
    const parsed = safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readJson<T>(key: StorageKey, schema: $ZodType<T>): T | null {
  return parseWith(schema, readString(key));
}

export function parseStoredText(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function storedFlagIsTrue(raw: string | null): boolean {
  return parseStoredText(raw) === true;
}

export function storedListLength(raw: string | null): number {
  const value = parseStoredText(raw);
  return Array.isArray(value) ? value.length : 0;
}

export interface StoredValue<T> {
  get(): T | null;
  subscribe(listener: () => void): () => void;
}

export function storedJson<T>(key: StorageKey, schema: $ZodType<T>): StoredValue<T> {
  let lastRaw: string | null = null;
  let lastValue: T | null = null;
  return {
    get() {
      const raw = readString(key);
      if (raw === lastRaw) return lastValue;
      lastRaw = raw;
      lastValue = parseWith(schema, raw);
      return lastValue;
    },
    subscribe: (listener) => subscribe(key, listener),
  };
}

export function writeString(key: StorageKey, value: string): void {
  store()?.setItem(key, value);
  notify(key);
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

export function remove(key: StorageKey): void {
  store()?.removeItem(key);
  notify(key);
}

export function clearExcept(keep: readonly StorageKey[]): void {
  const s = store();
  if (!s) return;
  const saved = keep.map((key) => [key, s.getItem(key)] as const);
  s.clear();
  for (const [key, value] of saved) if (value !== null) s.setItem(key, value);
  for (const key of listeners.keys()) notify(key);
}

/** Logout leaves these: the server scopes a client reference per player. */
export const sessionKeys = {
  paymentRequests: 'paymentRequests',
} as const;

export type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const sessionFallback = new Map<SessionKey, string>();

export function readSessionJson<T>(key: SessionKey, schema: $ZodType<T>): T | null {
  return parseWith(schema, sessionFallback.get(key) ?? sessionStore()?.getItem(key) ?? null);
}

export function writeSessionJson(key: SessionKey, value: unknown): void {
  const text = JSON.stringify(value);
  try {
    const store = sessionStore();
    if (!store) throw new Error('no sessionStorage');
    store.setItem(key, text);
    sessionFallback.delete(key);
  } catch {
    sessionFallback.set(key, text);
  }
}

/** Added on first subscribe, so the early-loads script installs nothing. */
let listening = false;
function listenToOtherTabs(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== null && event.storageArea !== store()) return; // sessionStorage of this tab
    otherTabListeners.forEach((listener) => listener(event.key));
    if (event.key === null) {
      for (const key of listeners.keys()) notify(key);
    } else if (listeners.has(event.key as StorageKey)) {
      notify(event.key as StorageKey);
    }
  });
}

export function subscribe(key: StorageKey, listener: Listener): () => void {
  listenToOtherTabs();
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export function subscribeOtherTabs(listener: OtherTabListener): () => void {
  listenToOtherTabs();
  otherTabListeners.add(listener);
  return () => {
    otherTabListeners.delete(listener);
  };
}
