import { readString, storageKeys, subscribe, writeJson } from '@/lib/storage';
import { parsePinnedIds, togglePinnedId } from './model/pins';

// docs/product.md §3 'pins': stored, so they survive a reload and every tab shares them.

export function readPinnedIds(): number[] {
  return parsePinnedIds(readString(storageKeys.pins));
}

export function togglePin(eventId: number): void {
  writeJson(storageKeys.pins, togglePinnedId(readPinnedIds(), eventId));
}

export function unpinEvents(eventIds: readonly number[]): void {
  const drop = new Set(eventIds);
  writeJson(
    storageKeys.pins,
    readPinnedIds().filter((id) => !drop.has(id)),
  );
}

export function subscribePins(listener: () => void): () => void {
  return subscribe(storageKeys.pins, listener);
}
