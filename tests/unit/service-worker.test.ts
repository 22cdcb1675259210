// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BET_LOCK, shellCacheName, TABS_CACHE, type PrecacheManifest } from '@/features/pwa/model/precache';

// The production service worker itself (src/features/pwa/service-worker.ts), run in a stand-in of a
// worker's globals: its caches, its tabs and the origin's Web Locks are the test's. A new build
// ("new") has installed and waits while tabs run the previous one ("old").

const ORIGIN = 'https://brand.example';
const NEW: PrecacheManifest = { version: 'new', files: ['/index.html', '/assets/app-new.js'] };

class FakeCache {
  readonly entries = new Map<string, Response>();
  private key(request: RequestInfo | URL): string {
    return new URL(typeof request === 'string' || request instanceof URL ? request : request.url, ORIGIN).href;
  }
  async match(request: RequestInfo | URL) {
    return this.entries.get(this.key(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(this.key(request), response);
  }
  async addAll(requests: Request[]) {
    for (const request of requests) this.entries.set(this.key(request), new Response(`network ${request.url}`));
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(this.key(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

class FakeCacheStorage {
  readonly stores = new Map<string, FakeCache>();
  async open(name: string) {
    let cache = this.stores.get(name);
    if (!cache) this.stores.set(name, (cache = new FakeCache()));
    return cache;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

type Listener = (event: Record<string, unknown>) => void;

let storage: FakeCacheStorage;
let listeners: Map<string, Listener>;
let openTabs: string[];
let heldLocks: string[];
let scope: {
  skipWaiting: ReturnType<typeof vi.fn>;
  clients: { claim: ReturnType<typeof vi.fn>; matchAll: ReturnType<typeof vi.fn> };
};
let network: ReturnType<typeof vi.fn>;

/** Runs one event through the worker; resolves once what it waits for has settled. */
async function dispatch(type: string, fields: Record<string, unknown> = {}): Promise<Response | undefined> {
  const listener = listeners.get(type);
  if (!listener) throw new Error(`the worker does not listen for ${type}`);
  const waits: Array<Promise<unknown>> = [];
  let answer: Promise<Response> | Response | undefined;
  listener({
    ...fields,
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    respondWith: (response: Promise<Response> | Response) => (answer = response),
  });
  // The worker's own pauses run on the fake clock, moved on until what it waits for has settled.
  let settled = false;
  const all = Promise.all(waits).finally(() => {
    settled = true;
  });
  while (!settled) await vi.advanceTimersByTimeAsync(100);
  await all;
  return answer;
}

const tab = (id: string) => ({ id, postMessage: vi.fn() });
const say = (id: string, file: string) => dispatch('message', { data: { type: 'running', file }, source: tab(id) });
const text = async (response: Response | undefined) => (response ? response.text() : undefined);

async function cached(name: string, files: Record<string, string>) {
  const cache = await storage.open(name);
  for (const [file, body] of Object.entries(files)) await cache.put(file, new Response(body));
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  storage = new FakeCacheStorage();
  listeners = new Map();
  openTabs = [];
  heldLocks = [];
  network = vi.fn(async (request: Request) => new Response(`network ${request.url}`));
  scope = {
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined), matchAll: vi.fn(async () => openTabs.map((id) => ({ id }))) },
  };
  vi.stubGlobal('self', {
    ...scope,
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { update: vi.fn(async () => undefined) },
    navigator: { locks: { query: async () => ({ held: heldLocks.map((name) => ({ name, mode: 'shared' })), pending: [] }) } },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  });
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('fetch', network);
  vi.stubGlobal('__PRECACHE_MANIFEST__', NEW);
  // A worker resolves relative addresses against its own.
  const NativeRequest = Request;
  vi.stubGlobal(
    'Request',
    class extends NativeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init);
      }
    },
  );
  await cached(shellCacheName('old'), {
    '/index.html': 'old shell',
    '/assets/app-old.js': 'old app',
    '/assets/screen-old.js': 'old screen',
  });
  await cached(shellCacheName('new'), { '/index.html': 'new shell', '/assets/app-new.js': 'new app' });
  vi.resetModules();
  await import('@/features/pwa/service-worker');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a new build takes over', () => {
  it('only when no tab has a bet in flight, and tells the asking tab when it does not', async () => {
    heldLocks = [BET_LOCK]; // another tab is mid-bet
    const asking = tab('tab-a');
    await dispatch('message', { data: { type: 'take-over' }, source: asking });
    expect(scope.skipWaiting).not.toHaveBeenCalled();
    expect(asking.postMessage).toHaveBeenCalledWith({ type: 'take-over-refused' });

    heldLocks = ['some-other-lock'];
    await dispatch('message', { data: { type: 'take-over' }, source: asking });
    expect(scope.skipWaiting).toHaveBeenCalledTimes(1);
  });
});

describe("the old build's files", () => {
  it('are kept, and answered, while a tab runs the old build, and deleted once none does', async () => {
    // tab-old said (to the previous worker) that it runs the old build; tab-new has reloaded into the new one.
    openTabs = ['tab-old', 'tab-new'];
    await say('tab-old', '/assets/app-old.js');
    await say('tab-new', '/assets/app-new.js');
    await dispatch('activate');
    expect(await storage.keys()).toContain(shellCacheName('old'));

    // The old tab opens a screen it had not loaded: its chunk comes from the old build's cache.
    const screen = await dispatch('fetch', { request: new Request(`${ORIGIN}/assets/screen-old.js`, { mode: 'cors' }) });
    expect(await text(screen)).toBe('old screen');
    expect(network).not.toHaveBeenCalled();

    // The old tab closes: the next word from a tab lets the worker drop the old build.
    openTabs = ['tab-new'];
    await say('tab-new', '/assets/app-new.js');
    expect(await storage.keys()).not.toContain(shellCacheName('old'));
    expect(await storage.keys()).toContain(shellCacheName('new'));
    // And forgets what the closed tab said.
    expect((await (await storage.open(TABS_CACHE)).keys()).map((request) => request.url)).toEqual([`${ORIGIN}/tabs/tab-new`]);
  });

  it('are looked at again shortly after a tab says its build: a tab closed just before may still have been listed', async () => {
    openTabs = ['tab-old', 'tab-new'];
    await say('tab-old', '/assets/app-old.js');
    await dispatch('activate');
    // The old tab closes as the new one says its build; the first look still lists the old tab.
    let looks = 0;
    scope.clients.matchAll.mockImplementation(async () => (looks++ === 0 ? ['tab-old', 'tab-new'] : ['tab-new']).map((id) => ({ id })));
    await say('tab-new', '/assets/app-new.js');
    expect(looks).toBe(2);
    expect(await storage.keys()).not.toContain(shellCacheName('old'));
  });

  it('are kept while a tab that has not said which build it runs is open', async () => {
    openTabs = ['tab-loaded-by-an-older-worker', 'tab-new'];
    await say('tab-new', '/assets/app-new.js');
    await dispatch('activate');
    expect(await storage.keys()).toContain(shellCacheName('old'));
  });
});
