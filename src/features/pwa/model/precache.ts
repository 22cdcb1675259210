// Pure rules shared by the service worker, register.ts and the build.

export interface PrecacheManifest {
  readonly version: string;
  readonly files: readonly string[];
}

export const WORKER_PATH = '/sw.js';
export const SHELL_PATH = '/index.html';
export const MANIFEST_PATH = '/manifest.webmanifest';
export const SHELL_CACHE_PREFIX = 'exchange-shell-';
export const BRAND_CACHE = 'exchange-brand';
/** Kept across the worker's restarts. */
export const TABS_CACHE = 'exchange-tabs';
/** Locks are the origin's, so the worker sees every tab's. */
export const BET_LOCK = 'exchange-bet-in-flight';

export const shellCacheName = (version: string): string => `${SHELL_CACHE_PREFIX}${version}`;
export const versionOfCache = (name: string): string | null =>
  name.startsWith(SHELL_CACHE_PREFIX) ? name.slice(SHELL_CACHE_PREFIX.length) : null;

/** Never other apps' caches. */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== shellCacheName(version));
}

/** A tab that has not said (null) keeps them all. */
export function unusedCaches(names: readonly string[], version: string, tabBuilds: ReadonlyArray<string | null>): string[] {
  if (tabBuilds.includes(null)) return [];
  const inUse = new Set(tabBuilds);
  return staleCaches(names, version).filter((name) => !inUse.has(versionOfCache(name) ?? ''));
}

export function betInFlight(snapshot: {
  readonly held?: ReadonlyArray<{ readonly name?: string }>;
  readonly pending?: ReadonlyArray<{ readonly name?: string }>;
}): boolean {
  return [...(snapshot.held ?? []), ...(snapshot.pending ?? [])].some((lock) => lock.name === BET_LOCK);
}

export type WorkerMessage =
  | { readonly type: 'take-over' }
  | { readonly type: 'brand-manifest'; readonly manifest: object }
  | { readonly type: 'running'; readonly file: string };

export type PageMessage = { readonly type: 'take-over-refused' };

export type WorkerRoute = 'shell' | 'precached' | 'other-build' | 'brand-manifest' | 'network';

export interface RequestFacts {
  readonly method: string;
  readonly mode: string;
  readonly url: string;
}

const BUILD_FILE = /^\/assets\/[^/]+\.(?:js|css)$/;

export function routeOf(request: RequestFacts, origin: string, precached: ReadonlySet<string>): WorkerRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (url.pathname === MANIFEST_PATH) return 'brand-manifest';
  if (request.mode === 'navigate') {
    // A file asked for by name is not a page.
    return /\.[a-z0-9]+$/i.test(url.pathname) && url.pathname !== SHELL_PATH ? 'network' : 'shell';
  }
  if (precached.has(url.pathname)) return 'precached';
  return BUILD_FILE.test(url.pathname) ? 'other-build' : 'network';
}
