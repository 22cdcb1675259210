import * as z from 'zod/mini';

// docs/product.md §4 "Event pinning": pinning toggles `pin` on an event and persists the pinned id list.

const pinnedIdsSchema = z.array(z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]));

/** The stored list (docs/product.md §3 'pins'); ids stored as text by older front ends are accepted; a corrupt
 * value reads as no pins. Duplicates are dropped, the order kept. */
export function parsePinnedIds(raw: string | null): number[] {
  if (raw === null) return [];
  try {
    const parsed = pinnedIdsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? [...new Set(parsed.data)] : [];
  } catch {
    return [];
  }
}

/** Pinning an unpinned event appends it; pinning a pinned one removes it. */
export function togglePinnedId(ids: readonly number[], eventId: number): number[] {
  return ids.includes(eventId) ? ids.filter((id) => id !== eventId) : [...ids, eventId];
}

/** The events with their `pin` flag (docs/wire.md §2.1: the client adds it). */
export function withPins<T extends { id: number }>(events: readonly T[], pinnedIds: readonly number[]): Array<T & { pin: boolean }> {
  const pinned = new Set(pinnedIds);
  return events.map((event) => ({ ...event, pin: pinned.has(event.id) }));
}
