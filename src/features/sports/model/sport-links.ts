// The paths this feature links to. Features may not import src/app (lint: lib ← api ← features ←
// app), so these mirror src/app/paths.ts (spec §2): '/markets/:eventid?/:dreamEventId?',
// '/matchlist/:id', '/casino'. Change both together.

export const CASINO_PATH = '/casino';

export function matchListPath(sportId: number): string {
  return `/matchlist/${sportId}`;
}

export function marketsPath(eventId: number, dreamEventId?: number | null): string {
  return dreamEventId === undefined || dreamEventId === null ? `/markets/${eventId}` : `/markets/${eventId}/${dreamEventId}`;
}
