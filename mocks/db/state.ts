// Handlers read the state per request, so resetDb() takes effect at once everywhere.
import { setClockOffset } from './clock';
import { createRng } from './prng';
import { createSeed } from './seed';
import { ODDS_STREAM_SEED } from './seed/constants';
import type { MockState, TradeRecord } from './types';

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

// The rng is a closure, never written. Bump SNAPSHOT_VERSION when MockState or the encoding changes.

export const SNAPSHOT_VERSION = 4;
const MAP_TAG = '__map';
/** A runner's trades, as [time since the previous trade, price, paisa] run together. */
const TRADES_TAG = '__trades';

interface Snapshot {
  version: number;
  state: Record<string, unknown>;
}

function packTrades(trades: readonly TradeRecord[]): number[] {
  const packed: number[] = [];
  let time = 0;
  for (const trade of trades) {
    packed.push(trade.time - time, trade.price, trade.paisa);
    time = trade.time;
  }
  return packed;
}

function unpackTrades(packed: unknown): TradeRecord[] | null {
  if (!Array.isArray(packed) || packed.length % 3 !== 0) return null;
  const trades: TradeRecord[] = [];
  let time = 0;
  for (let at = 0; at < packed.length; at += 3) {
    time += packed[at] as number;
    trades.push({ time, price: packed[at + 1] as number, paisa: packed[at + 2] as number });
  }
  return trades;
}

/** A walk, not a JSON replacer and reviver: those cost a call into script for each of ~100,000 values,
 * and a reload writes the snapshot as the old page hides and reads it before the mock answers. */
function encode(value: unknown, key?: string): unknown {
  if (value instanceof Map) return { [MAP_TAG]: [...value].map(([entryKey, entry]) => [encode(entryKey), encode(entry)]) };
  if (Array.isArray(value))
    return key === 'trades' ? { [TRADES_TAG]: packTrades(value as TradeRecord[]) } : value.map((item) => encode(item));
  if (typeof value !== 'object' || value === null) return value;
  const plain: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) plain[name] = encode(item, name);
  return plain;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (TRADES_TAG in record) return unpackTrades(record[TRADES_TAG]);
  if (MAP_TAG in record && Array.isArray(record[MAP_TAG])) {
    const entries = (record[MAP_TAG] as unknown[]).filter((entry): entry is unknown[] => Array.isArray(entry));
    return new Map(entries.map((entry) => [decode(entry[0]), decode(entry[1])]));
  }
  for (const name of Object.keys(record)) record[name] = decode(record[name]);
  return record;
}

export function snapshotState(state: MockState = current): string {
  const { rng: _rng, ...rest } = state;
  const snapshot: Snapshot = { version: SNAPSHOT_VERSION, state: encode(rest) as Record<string, unknown> };
  return JSON.stringify(snapshot);
}

/** False, the state untouched, unless it is a whole snapshot of this version. */
export function restoreSnapshot(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null) return false;
  const { version } = parsed as Partial<Snapshot>;
  if (version !== SNAPSHOT_VERSION || typeof (parsed as Partial<Snapshot>).state !== 'object') return false;
  const state = decode((parsed as Snapshot).state) as Record<string, unknown> | null;
  if (state === null) return false;
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
