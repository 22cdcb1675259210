// The production service worker (for fast repeat visits): built by scripts/service-worker-plugin.ts
// into /sw.js of `npm run build` only. The dev server and the mock build have MSW as their worker.
//
// - Install: precaches this build's index.html, scripts and style sheets.
// - Pages: answered with the precached shell at once; the worker then looks for a newer build
//   (stale-while-revalidate: this visit is served from the cache, the check readies the next).
// - A newer build installs beside it and waits. The app tells it to take over when the player next
//   changes page with no bet open (./register.ts), never mid-bet, and then reloads into it; a build
//   still waiting when the last tab closes takes over on the next visit.
// - The API, the hub and the CDN are other origins: never touched, never cached.
import { BRAND_CACHE, MANIFEST_PATH, SHELL_PATH, routeOf, shellCacheName, staleCaches, type PrecacheManifest, type WorkerMessage } from './model/precache';

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
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { update(): Promise<unknown> };
  readonly clients: { claim(): Promise<void> };
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

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, version).map((name) => caches.delete(name))))
      // The first visit's page too: so the brand's manifest is answered on it.
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === 'take-over') {
    // Not held open by waitUntil (as Workbox does it): the activation is the browser's to schedule.
    void worker.skipWaiting();
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
  event.respondWith(fromCache(CACHE, new URL(request.url).pathname, request));
});
