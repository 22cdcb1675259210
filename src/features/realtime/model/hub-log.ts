// docs/product.md §8: hidden from the player, kept for developers.

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
