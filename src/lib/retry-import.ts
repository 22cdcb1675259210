// A screen's code that does not arrive (a phone between cells, a deployment swapping files) is
// fetched again before the player is shown an error: browsers fetch a failed dynamic import anew on
// the next import(). React.lazy keeps a rejected import for good, so the retries live inside its
// factory. A module that arrives but throws as it runs fails the same way each time: retried too,
// harmlessly, then reported. While the browser is offline (the app's bar says so) a failed import
// waits for the connection instead of spending its attempts: the code comes when the player is back.

/** The pauses before the second and the third attempt. */
export const IMPORT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// The browser's own flag, as the 'online' event below ends it (not api/money-action.ts isOffline, which
// also asks TanStack's online manager: an offline there need not end in that event).
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const backOnline = () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

/** Runs `load` until it succeeds, once more after each of `delaysMs`; rejects with the last error.
 * An attempt that fails while offline is made again once online, and does not count. */
export async function retryImport<T>(load: () => Promise<T>, delaysMs: readonly number[] = IMPORT_RETRY_DELAYS_MS): Promise<T> {
  let attempt = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (offline()) {
        await backOnline();
        continue;
      }
      const delayMs = delaysMs[attempt++];
      if (delayMs === undefined) throw error;
      await pause(delayMs);
    }
  }
}
