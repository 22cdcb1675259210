// docs/product.md §8: hub errors are swallowed for the player, but a developer must be able to
// see them: the last entries are kept here (the /test page and tests read them) and echoed to the console
// in development.

export interface HubLogEntry {
  readonly at: number;
  readonly message: string;
}

const LIMIT = 50;
const entries: HubLogEntry[] = [];

export function recordHubProblem(message: string): void {
  entries.push({ at: Date.now(), message });
  if (entries.length > LIMIT) entries.shift();
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') console.warn(`[hub] ${message}`);
}

export function hubProblems(): readonly HubLogEntry[] {
  return entries;
}
