// Built into /sw.js by `npm run build` only. Why: docs/service-worker.md "Repeat visits".
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

declare const __PRECACHE_MANIFEST__: PrecacheManifest;

// Declared here: the app's TypeScript library is the DOM's, not the worker's.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly source: { readonly id: string; postMessage(message: PageMessage): void } | null;
}
interface LockSnapshot {
  readonly held?: ReadonlyArray<{ readonly name?: string }>;
  readonly pending?: ReadonlyArray<{ readonly name?: string }>;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { update(): Promise<unknown> };
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<{ readonly id: string }>>;
  };
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
const UPDATE_CHECK_MS = 60_000;
let lastUpdateCheck = 0;
/** BRAND_CACHE keeps it across restarts. */
let brandManifestText: string | null = null;

worker.addEventListener('install', (event) => {
  // The shell past the HTTP cache; the other files are hashed.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(files.map((file) => new Request(file, { cache: file === SHELL_PATH ? 'no-cache' : 'default' })))),
  );
});

const tabKey = (id: string): string => `/tabs/${encodeURIComponent(id)}`;

async function buildOfTab(id: string): Promise<string | null> {
  const said = await (await caches.open(TABS_CACHE)).match(tabKey(id));
  return said ? said.text() : null;
}

async function buildOfFile(file: string): Promise<string | null> {
  if (precached.has(file)) return version;
  for (const name of staleCaches(await caches.keys(), version)) {
    if (await (await caches.open(name)).match(file)) return versionOfCache(name);
  }
  return null;
}

const PRUNE_AGAIN_MS = 2000;

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

async function fromOtherBuilds(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  for (const name of await caches.keys()) {
    if (!name.startsWith(SHELL_CACHE_PREFIX)) continue;
    const cached = await (await caches.open(name)).match(path);
    if (cached) return cached;
  }
  return fetch(request);
}

/** Without Web Locks, the asking tab's own check (register.ts) is all there is. */
async function anyBetInFlight(): Promise<boolean> {
  const locks = worker.navigator.locks;
  return locks ? betInFlight(await locks.query()) : false;
}

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    pruneOldBuilds()
      // The first visit's page too, so it gets the brand's manifest.
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
        // Not awaited: the browser schedules the activation.
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
          // A file of no kept build: keep every build.
          if (build === null) await tabs.delete(tabKey(tab.id));
          else await tabs.put(tabKey(tab.id), new Response(build));
        })
        .then(pruneOldBuilds)
        // A tab closed just before may still be listed: look again.
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
