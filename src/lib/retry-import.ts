// A screen's code that does not arrive (a phone between cells, a deployment swapping files) is
// fetched again before the player is shown an error: browsers fetch a failed dynamic import anew on
// the next import(). React.lazy keeps a rejected import for good, so the retries live inside its
// factory. A module that arrives but throws as it runs fails the same way each time: retried too,
// harmlessly, then reported.

/** The pauses before the second and the third attempt. */
export const IMPORT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `load` until it succeeds, once more after each of `delaysMs`; rejects with the last error. */
export async function retryImport<T>(load: () => Promise<T>, delaysMs: readonly number[] = IMPORT_RETRY_DELAYS_MS): Promise<T> {
  for (const delayMs of delaysMs) {
    try {
      return await load();
    } catch {
      await pause(delayMs);
    }
  }
  return load();
}
