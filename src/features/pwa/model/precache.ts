// The production service worker's rules (for fast repeat visits), shared by the worker
// (../service-worker.ts), the app that registers it (../register.ts) and the build that writes its list
// (scripts/service-worker-plugin.ts). Pure: no worker or DOM globals, so unit tests read it as it runs.

/** What a build gives its worker: a version that changes with any file, and the files to keep. */
export interface PrecacheManifest {
  readonly version: string;
  /** Paths from the site's root: '/index.html' and every script and style sheet of this build. */
  readonly files: readonly string[];
}

export const WORKER_PATH = '/sw.js';
/** The app shell: the build's index.html, answered for every page of the app. */
export const SHELL_PATH = '/index.html';
/** The web app manifest: a default in the build, the brand's own once the app has told the worker. */
export const MANIFEST_PATH = '/manifest.webmanifest';
export const SHELL_CACHE_PREFIX = 'exchange-shell-';
export const BRAND_CACHE = 'exchange-brand';
/** Which build each open tab runs, as the tabs said ('running'): kept across the worker's restarts
 * and versions. */
export const TABS_CACHE = 'exchange-tabs';
/** The Web Lock a tab holds (shared) while it has a bet in flight: a selection in its slip or a
 * write on its way. Locks are the origin's, so a worker sees every tab's. */
export const BET_LOCK = 'exchange-bet-in-flight';

export const shellCacheName = (version: string): string => `${SHELL_CACHE_PREFIX}${version}`;
export const versionOfCache = (name: string): string | null => (name.startsWith(SHELL_CACHE_PREFIX) ? name.slice(SHELL_CACHE_PREFIX.length) : null);

/** Other builds' shells, never other apps' caches. */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== shellCacheName(version));
}

/**
 * The other builds' caches a worker of `version` may delete: those no open tab runs. `tabBuilds` is
 * the build of each open tab, null for a tab that has not said (loaded by an older worker, or not
 * yet started): while one is open, every build's files are kept.
 */
export function unusedCaches(names: readonly string[], version: string, tabBuilds: ReadonlyArray<string | null>): string[] {
  if (tabBuilds.includes(null)) return [];
  const inUse = new Set(tabBuilds);
  return staleCaches(names, version).filter((name) => !inUse.has(versionOfCache(name) ?? ''));
}

/** True while any tab holds BET_LOCK (`held` and `pending` as LockManager.query() gives them). */
export function betInFlight(snapshot: { readonly held?: ReadonlyArray<{ readonly name?: string }>; readonly pending?: ReadonlyArray<{ readonly name?: string }> }): boolean {
  return [...(snapshot.held ?? []), ...(snapshot.pending ?? [])].some((lock) => lock.name === BET_LOCK);
}

/** Messages from the app to its worker. */
export type WorkerMessage =
  /** The player is between pages with no bet open: the waiting build may take over now, if no
   * other tab has a bet in flight. */
  | { readonly type: 'take-over' }
  /** The brand's manifest (./brand-manifest.ts), answered for MANIFEST_PATH from now on. */
  | { readonly type: 'brand-manifest'; readonly manifest: object }
  /** A tab says which build it runs: `file` is one of that build's scripts. */
  | { readonly type: 'running'; readonly file: string };

/** Messages from the worker to a tab. */
export type PageMessage =
  /** Another tab has a bet in flight: the waiting build did not take over; ask again later. */
  { readonly type: 'take-over-refused' };

/**
 * How the worker answers a request:
 * - shell: a page of the app (a navigation on this origin): the precached index.html of its build;
 * - precached: a file of its build (hashed names, so the copy is never stale): from the cache;
 * - other-build: a script or style sheet of another build (a tab still running the previous one
 *   loads a screen): from that build's cache while it is kept, else the network;
 * - brand-manifest: the manifest, the brand's when known;
 * - network: everything else (the API, the hub, the CDN, other sites), untouched.
 */
export type WorkerRoute = 'shell' | 'precached' | 'other-build' | 'brand-manifest' | 'network';

export interface RequestFacts {
  readonly method: string;
  readonly mode: string;
  readonly url: string;
}

/** A script or style sheet of some build (their names carry their content's hash). */
const BUILD_FILE = /^\/assets\/[^/]+\.(?:js|css)$/;

export function routeOf(request: RequestFacts, origin: string, precached: ReadonlySet<string>): WorkerRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (url.pathname === MANIFEST_PATH) return 'brand-manifest';
  if (request.mode === 'navigate') {
    // A file asked for by name (the worker itself, a download) is not a page of the app.
    return /\.[a-z0-9]+$/i.test(url.pathname) && url.pathname !== SHELL_PATH ? 'network' : 'shell';
  }
  if (precached.has(url.pathname)) return 'precached';
  return BUILD_FILE.test(url.pathname) ? 'other-build' : 'network';
}
