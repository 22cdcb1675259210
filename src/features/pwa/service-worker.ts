// The production service worker (for fast repeat visits): built by scripts/service-worker-plugin.ts
// into /sw.js of `npm run build` only. The dev server and the mock build have MSW as their worker.
//
// - Install: precaches this build's index.html, scripts and style sheets.
// - Pages: answered with the precached shell at once; the worker then looks for a newer build
//   (stale-while-revalidate: this visit is served from the cache, the check readies the next).
// - A newer build installs beside it and waits. The app tells it to take over when the player next
//   changes page with no bet open (./register.ts); it takes over only if no tab has a bet in flight
//   (each holds a Web Lock meanwhile), never mid-bet, and that tab reloads into it; a build still
//   waiting when the last tab closes takes over on the next visit.
// - The other tabs keep running the build they loaded, and the worker keeps that build's files (and
//   answers them) until no open tab runs it: each tab says which build it runs.
// - The API, the hub and the CDN are other origins: never touched, never cached.
import {
  BRAND_CACHE,
  MANIFEST_PATH,
  SHELL_CACHE_PREFIX,
  SHELL_PATH,
  TABS_CACHE,
  betInFlight,
  routeOf,
  shellCacheName,
  staleCaches,
  unusedCaches,
  versionOfCache,
  type PageMessage,
  type PrecacheManifest,
  type WorkerMessage,
} from './model/precache';

/** Written by the build: this build's version and files. */
declare const __PRECACHE_MANIFEST__: PrecacheManifest;

// The worker's globals, declared here: the app's TypeScript library is the DOM's, not the worker's.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  /** The tab that sent it. */
  readonly source: { readonly id: string; postMessage(message: PageMessage): void } | null;
}
interface LockSnapshot {
  readonly held?: ReadonlyArray<{ readonly name?: string }>;
  readonly pending?: ReadonlyArray<{ readonly name?: string }>;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { update(): Promise<unknown> };
  readonly clients: { claim(): Promise<void>; matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<{ readonly id: string }>> };
  readonly navigator: { readonly locks?: { query(): Promise<LockSnapshot> } };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const { version, files } = __PRECACHE_MANIFEST__;
const CACHE = shellCacheName(version);
const precached = new Set(files);
/** At most one look for a new build a minute, however many pages are opened. */
const UPDATE_CHECK_MS = 60_000;
let lastUpdateCheck = 0;
/** The brand's manifest as last told: kept in memory for the request the page sends right after
 * telling it, and in a cache for the worker's next start. */
let brandManifestText: string | null = null;

worker.addEventListener('install', (event) => {
  // The page is asked past the HTTP cache, so the shell is this build's; the other files have their
  // content's hash in their names, so a cached copy is the right one.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(files.map((file) => new Request(file, { cache: file === SHELL_PATH ? 'no-cache' : 'default' })))));
});

const tabKey = (id: string): string => `/tabs/${encodeURIComponent(id)}`;

/** The build a tab said it runs, null when it has not said. */
async function buildOfTab(id: string): Promise<string | null> {
  const said = await (await caches.open(TABS_CACHE)).match(tabKey(id));
  return said ? said.text() : null;
}

/** The build `file` belongs to: this one, or another whose cache holds it; null when none does. */
async function buildOfFile(file: string): Promise<string | null> {
  if (precached.has(file)) return version;
  for (const name of staleCaches(await caches.keys(), version)) {
    if (await (await caches.open(name)).match(file)) return versionOfCache(name);
  }
  return null;
}

/** After a tab says which build it runs, the old builds are looked at once more this much later. */
const PRUNE_AGAIN_MS = 2000;

/** Deletes the other builds' files once no open tab runs them, and what closed tabs said. */
async function pruneOldBuilds(): Promise<void> {
  const open = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const builds = await Promise.all(open.map((tab) => buildOfTab(tab.id)));
  const names = await caches.keys();
  await Promise.all(unusedCaches(names, version, builds).map((name) => caches.delete(name)));
  const tabs = await caches.open(TABS_CACHE);
  const openKeys = new Set(open.map((tab) => new URL(tabKey(tab.id), worker.location.origin).href));
  const said = await tabs.keys();
  await Promise.all(said.filter((request) => !openKeys.has(request.url)).map((request) => tabs.delete(request)));
}

/** A file of another build, from its cache while kept. */
async function fromOtherBuilds(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  for (const name of await caches.keys()) {
    if (!name.startsWith(SHELL_CACHE_PREFIX)) continue;
    const cached = await (await caches.open(name)).match(path);
    if (cached) return cached;
  }
  return fetch(request);
}

/** True while any tab holds the bet lock. Without Web Locks (no supported browser), the asking
 * tab's own check (./register.ts) is all there is. */
async function anyBetInFlight(): Promise<boolean> {
  const locks = worker.navigator.locks;
  return locks ? betInFlight(await locks.query()) : false;
}

worker.addEventListener('activate', (event) => {
  // The other builds' files stay while a tab runs them (pruneOldBuilds).
  event.waitUntil(
    pruneOldBuilds()
      // The first visit's page too: so the brand's manifest is answered on it.
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === 'take-over') {
    event.waitUntil(
      anyBetInFlight().then((busy) => {
        if (busy) {
          event.source?.postMessage({ type: 'take-over-refused' });
          return;
        }
        // Not held open by waitUntil (as Workbox does it): the activation is the browser's to schedule.
        void worker.skipWaiting();
      }),
    );
  } else if (message?.type === 'running') {
    const tab = event.source;
    if (!tab) return;
    event.waitUntil(
      buildOfFile(message.file)
        .then(async (build) => {
          const tabs = await caches.open(TABS_CACHE);
          // A file of no build kept here: the tab stays unknown, and every build's files stay.
          if (build === null) await tabs.delete(tabKey(tab.id));
          else await tabs.put(tabKey(tab.id), new Response(build));
        })
        .then(pruneOldBuilds)
        // A tab closed just before this one opened may still be listed for a moment: look again.
        .then(() => new Promise((resolve) => setTimeout(resolve, PRUNE_AGAIN_MS)))
        .then(pruneOldBuilds),
    );
  } else if (message?.type === 'brand-manifest') {
    const text = JSON.stringify(message.manifest);
    brandManifestText = text;
    event.waitUntil(caches.open(BRAND_CACHE).then((cache) => cache.put(MANIFEST_PATH, manifestResponse(text))));
  }
});

const manifestResponse = (text: string): Response => new Response(text, { headers: { 'Content-Type': 'application/manifest+json' } });

/** The cached copy, else the network's (kept for next time when it is a file of this build). */
async function fromCache(cacheName: string, key: string, request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(key);
  if (cached) return cached;
  const response = await fetch(request);
  if (cacheName === CACHE && response.ok) await cache.put(key, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf(request, worker.location.origin, precached);
  if (route === 'network') return;
  if (route === 'brand-manifest') {
    event.respondWith(brandManifestText === null ? fromCache(BRAND_CACHE, MANIFEST_PATH, request) : manifestResponse(brandManifestText));
    return;
  }
  if (route === 'shell') {
    event.respondWith(fromCache(CACHE, SHELL_PATH, new Request(SHELL_PATH)));
    const now = Date.now();
    if (now - lastUpdateCheck > UPDATE_CHECK_MS) {
      lastUpdateCheck = now;
      void worker.registration.update().catch(() => undefined);
    }
    return;
  }
  if (route === 'other-build') {
    event.respondWith(fromOtherBuilds(request));
    return;
  }
  event.respondWith(fromCache(CACHE, new URL(request.url).pathname, request));
});
