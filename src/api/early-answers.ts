// The boot's answers, taken once by the app's first load.
// Why: docs/decisions/0012-early-answers-and-backend-ready.md

interface Kept {
  answer: Promise<unknown>;
  failed: boolean;
}

const answers = new Map<string, Kept>();

export function keepEarlyAnswer<T>(operation: string, answer: Promise<T>): Promise<T> {
  const kept: Kept = { answer, failed: false };
  answer.catch(() => {
    kept.failed = true;
  });
  answers.set(operation, kept);
  return answer;
}

/** Once: a refetch asks the server again. */
export function takeEarlyAnswer<T>(operation: string): Promise<T> | undefined {
  const kept = answers.get(operation);
  answers.delete(operation);
  return kept?.answer as Promise<T> | undefined;
}

/** Loaded again only once a screen shows the load. */
export function earlyAnswerFailed(operation: string): boolean {
  return answers.get(operation)?.failed === true;
}
