// React.lazy keeps a rejected import, so the retries live inside its factory.

export const IMPORT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// The browser's own flag, which the 'online' event ends.
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const backOnline = () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

/** An attempt that fails offline does not count. */
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
