import * as z from 'zod/mini';

// docs/product.md §4 "Event pinning".

const pinnedIdsSchema = z.array(z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]));

/** Accepts ids stored as text by older front ends; a corrupt value reads as no pins. */
export function parsePinnedIds(raw: string | null): number[] {
  if (raw === null) return [];
  try {
    const parsed = pinnedIdsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? [...new Set(parsed.data)] : [];
  } catch {
    return [];
  }
}

export function togglePinnedId(ids: readonly number[], eventId: number): number[] {
  return ids.includes(eventId) ? ids.filter((id) => id !== eventId) : [...ids, eventId];
}

/** docs/wire.md §2.1: the client adds `pin`. */
export function withPins<T extends { id: number }>(events: readonly T[], pinnedIds: readonly number[]): Array<T & { pin: boolean }> {
  const pinned = new Set(pinnedIds);
  return events.map((event) => ({ ...event, pin: pinned.has(event.id) }));
}
