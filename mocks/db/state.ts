// Handlers read the state per request, so resetDb() takes effect at once everywhere.
import { setClockOffset } from './clock';
import { createRng } from './prng';
import { createSeed } from './seed';
import { ODDS_STREAM_SEED } from './seed/constants';
import type { MockState } from './types';

let current: MockState = createSeed();

export function getState(): MockState {
  return current;
}

export function resetDb(): MockState {
  // Back to the seed is back to the real (or pinned) time too.
  setClockOffset(0);
  current = createSeed();
  return current;
}

// The rng is a closure, never written. Bump SNAPSHOT_VERSION when MockState changes shape.

export const SNAPSHOT_VERSION = 3;
const MAP_TAG = '__map';

interface Snapshot {
  version: number;
  state: Record<string, unknown>;
}

function replacer(key: string, value: unknown): unknown {
  if (value instanceof Map) return { [MAP_TAG]: [...value.entries()] };
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && MAP_TAG in value) {
    const entries = (value as Record<string, unknown>)[MAP_TAG];
    if (Array.isArray(entries)) return new Map(entries as Array<[unknown, unknown]>);
  }
  return value;
}

export function snapshotState(state: MockState = current): string {
  const { rng: _rng, ...rest } = state;
  const snapshot: Snapshot = { version: SNAPSHOT_VERSION, state: rest as unknown as Record<string, unknown> };
  return JSON.stringify(snapshot, replacer);
}

/** False, the state untouched, unless it is a whole snapshot of this version. */
export function restoreSnapshot(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, reviver);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null) return false;
  const { version, state } = parsed as Partial<Snapshot>;
  if (version !== SNAPSHOT_VERSION || typeof state !== 'object' || state === null) return false;
  // Every part a fresh seed has must be there, of the same kind (list, map or value).
  const fresh = current as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(fresh)) {
    if (key === 'rng') continue;
    const saved = state[key];
    if (Array.isArray(value) !== Array.isArray(saved) || value instanceof Map !== saved instanceof Map || typeof value !== typeof saved)
      return false;
  }
  current = { ...(state as unknown as Omit<MockState, 'rng'>), rng: createRng(ODDS_STREAM_SEED) };
  return true;
}
