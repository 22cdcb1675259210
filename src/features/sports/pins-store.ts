import { readString, storageKeys, subscribe, writeJson } from '@/lib/storage';
import { parsePinnedIds, togglePinnedId } from './model/pins';

// The pinned event ids (docs/product.md §3 'pins', §4 "Event pinning"), kept in the stored session so they
// survive a reload and are shared by every tab (the storage module relays other tabs' changes).

export function readPinnedIds(): number[] {
  return parsePinnedIds(readString(storageKeys.pins));
}

export function togglePin(eventId: number): void {
  writeJson(storageKeys.pins, togglePinnedId(readPinnedIds(), eventId));
}

export function unpinEvents(eventIds: readonly number[]): void {
  const drop = new Set(eventIds);
  writeJson(storageKeys.pins, readPinnedIds().filter((id) => !drop.has(id)));
}

export function subscribePins(listener: () => void): () => void {
  return subscribe(storageKeys.pins, listener);
}
