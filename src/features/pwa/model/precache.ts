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

export const shellCacheName = (version: string): string => `${SHELL_CACHE_PREFIX}${version}`;

/** The caches an activating worker of `version` deletes: other builds' shells, never other apps'. */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== shellCacheName(version));
}

/** Messages from the app to its worker. */
export type WorkerMessage =
  /** The player is between pages with no bet open: the waiting build may take over now. */
  | { readonly type: 'take-over' }
  /** The brand's manifest (./brand-manifest.ts), answered for MANIFEST_PATH from now on. */
  | { readonly type: 'brand-manifest'; readonly manifest: object };

/**
 * How the worker answers a request:
 * - shell: a page of the app (a navigation on this origin): the precached index.html of its build;
 * - precached: a file of its build (hashed names, so the copy is never stale): from the cache;
 * - brand-manifest: the manifest, the brand's when known;
 * - network: everything else (the API, the hub, the CDN, other sites), untouched.
 */
export type WorkerRoute = 'shell' | 'precached' | 'brand-manifest' | 'network';

export interface RequestFacts {
  readonly method: string;
  readonly mode: string;
  readonly url: string;
}

export function routeOf(request: RequestFacts, origin: string, precached: ReadonlySet<string>): WorkerRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (url.pathname === MANIFEST_PATH) return 'brand-manifest';
  if (request.mode === 'navigate') {
    // A file asked for by name (the worker itself, a download) is not a page of the app.
    return /\.[a-z0-9]+$/i.test(url.pathname) && url.pathname !== SHELL_PATH ? 'network' : 'shell';
  }
  return precached.has(url.pathname) ? 'precached' : 'network';
}
