// The mock build (`npm run preview:mock`) starts its backend, the in-page mock, beside the first
// render instead of before it (so Lighthouse measures the page, which paints while the mock loads; main.tsx).
// Until the mock is up, every `fetch` of the page waits for it, and the hub connection is built after
// it (the mock patches WebSocket). The dev server and a production build never call
// holdRequestsUntil: backendReady() is then an already resolved promise and fetch is untouched.

let ready: Promise<void> = Promise.resolve();

/** Every fetch waits for `startup`; a failed startup fails them with its error. */
export function holdRequestsUntil(startup: Promise<void>): void {
  const realFetch = globalThis.fetch;
  const held: typeof fetch = async (...args) => {
    await startup;
    return realFetch(...args);
  };
  ready = startup;
  globalThis.fetch = held;
  const release = () => {
    if (globalThis.fetch === held) globalThis.fetch = realFetch;
  };
  startup.then(release, release);
}

/** Resolves when the backend can be called (at once without a mock). */
export function backendReady(): Promise<void> {
  return ready;
}
