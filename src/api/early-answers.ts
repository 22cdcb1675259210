// A phone's first visit asks for its first screen's data in the boot chunk, before the app has loaded
// (src/app/boot/first-paint.ts paints from it). Each answer is kept here under its operation's name
// and taken once, by the app's first load of the same call (its query's function), so the page asks
// for it once: a failed load is the app's to report, never asked again behind its back (a domain
// settings failure marks the site suspended, docs/product.md §4). An answer nobody takes (a page whose
// screen does not load it) is dropped with the page.

interface Kept {
  answer: Promise<unknown>;
  failed: boolean;
}

const answers = new Map<string, Kept>();

/** Keeps `answer` for the app's first load of `operation`, and returns it. */
export function keepEarlyAnswer<T>(operation: string, answer: Promise<T>): Promise<T> {
  const kept: Kept = { answer, failed: false };
  answer.catch(() => {
    kept.failed = true; // its failure is the taker's to report (the screen says why)
  });
  answers.set(operation, kept);
  return answer;
}

/** The kept answer of `operation`, once; then undefined (a refetch asks the server again). */
export function takeEarlyAnswer<T>(operation: string): Promise<T> | undefined {
  const kept = answers.get(operation);
  answers.delete(operation);
  return kept?.answer as Promise<T> | undefined;
}

/** True while a failed answer of `operation` waits to be taken: the app then loads it only once a
 * screen shows the load (a prefetch before the first render would settle it unseen). */
export function earlyAnswerFailed(operation: string): boolean {
  return answers.get(operation)?.failed === true;
}
