import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

// The one module that touches localStorage and sessionStorage (docs/architecture.md). Keys are those
// of docs/product.md §3, spelled as the backend family's front ends spell them so a player moving
// between them keeps their session.
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
  /** The bet slip's 'confirm before placing' preference (docs/wire.md §2.15 names the key). */
  confirmBeforePlaceBet: 'confirmBeforePlaceBet',
  /** The app's own key: the bet slip's persistence choice for a bet's unmatched part at in-play or
   * suspend ('LAPSE', the default, or 'PERSIST'), kept as the confirm-before-placing preference is. */
  betPersistence: 'betPersistence',
  /** The app's own key (no docs/product.md §3 name): when the player was last active in any tab, in epoch ms,
   * so the idle timeout counts activity in every tab of the browser. */
  lastActivity: 'lastActivity',
  /** The app's own key, named as the backend's user setting (UserSettingName oneClickBet): one-click
   * betting on or off and its stake, per player name on this browser. */
  oneClickBet: 'oneClickBet',
  /** The app's own key: the reality check's timing, shared by every tab of the session (the login, when
   * the next check is due, and which tab shows it), so one dialog appears, not one per tab. */
  realityCheck: 'realityCheck',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** docs/product.md §4: logout and a 401 keep only these; and the one-click preference, which is per player (by
 * name) and so must outlive a session to mean anything. */
// Spelled as literals (checked against StorageKey), not read from storageKeys: property reads keep
// that whole table in the early-loads script, which counts in the first route's size.
export const keptOnLogout: readonly StorageKey[] = ['baseUrl', 'slideDataImg', 'slideDataLogo', 'oneClickBet'];

type Listener = () => void;
const listeners = new Map<StorageKey, Set<Listener>>();
/** Changed in another tab: the key, or null when that tab cleared the storage. */
type OtherTabListener = (key: string | null) => void;
const otherTabListeners = new Set<OtherTabListener>();

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): the app runs without persistence
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

/** A stored JSON value checked against its schema; a corrupt or foreign value reads as null. */
export function readJson<T>(key: StorageKey, schema: $ZodType<T>): T | null {
  return parseWith(schema, readString(key));
}

/** A stored text read as JSON; missing or corrupt reads as undefined. For values whose text a hook
 * subscribes to (it compares by value) and parses only when it changes. */
export function parseStoredText(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** A flag stored as text ('true' / 'false', docs/product.md §3 casino_is_empty); anything but true
 * reads as false. */
export function storedFlagIsTrue(raw: string | null): boolean {
  return parseStoredText(raw) === true;
}

/** How many entries a stored list holds (docs/product.md §3 mobileGames / desktopGames); 0
 * when it is no list. */
export function storedListLength(raw: string | null): number {
  const value = parseStoredText(raw);
  return Array.isArray(value) ? value.length : 0;
}

export interface StoredValue<T> {
  /** The parsed value; the same object while the stored text is unchanged (useSyncExternalStore). */
  get(): T | null;
  subscribe(listener: () => void): () => void;
}

/** A typed, cached view of one stored JSON key: corrupt or foreign values read as null. */
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

/** Clears every key (ours and foreign) except `keep`, then tells every subscriber. */
export function clearExcept(keep: readonly StorageKey[]): void {
  const s = store();
  if (!s) return;
  const saved = keep.map((key) => [key, s.getItem(key)] as const);
  s.clear();
  for (const [key, value] of saved) if (value !== null) s.setItem(key, value);
  for (const key of listeners.keys()) notify(key);
}

/** The app's own sessionStorage keys: kept by this tab across reloads, gone when it closes. Logout
 * leaves them: nothing in them names the player, and the server scopes a client reference per player. */
export const sessionKeys = {
  /** Per payment request type, the client reference of the request not yet known received and the
   * digest of what it asked (src/features/payments/model/pending-request.ts). */
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

/** What sessionStorage could not take (disabled, or full): kept for this page at least. */
const sessionFallback = new Map<SessionKey, string>();

/** A sessionStorage JSON value checked against its schema; a corrupt or foreign value reads as null. */
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

/** The browser's `storage` event, listened to once something subscribes (a module that only reads,
 * such as the build's early-loads script, installs nothing). */
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

/** Subscribe to one key (useSyncExternalStore-friendly). Also fires for changes made in other tabs. */
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

/** Changes made by another tab of this origin only (the browser's `storage` event; this tab's own
 * writes do not fire it). The listener gets the key, or null when that tab cleared the storage. */
export function subscribeOtherTabs(listener: OtherTabListener): () => void {
  listenToOtherTabs();
  otherTabListeners.add(listener);
  return () => {
    otherTabListeners.delete(listener);
  };
}

