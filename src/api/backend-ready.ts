// In the mock build, requests and the hub wait for the in-page mock.
// Why: docs/decisions/0012-early-answers-and-backend-ready.md

let ready: Promise<void> = Promise.resolve();

/** A failed startup fails every held fetch with its error. */
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

export function backendReady(): Promise<void> {
  return ready;
}
