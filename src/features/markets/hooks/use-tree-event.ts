import type { Event } from '@/api/generated/types.gen';
import { useSportTree } from '@/features/sports';

/** null until known, and for no id. */
export function useTreeEvent(eventId: number | null): Event | null {
  const { data: sports } = useSportTree();
  if (eventId === null) return null;
  for (const sport of sports ?? []) {
    const event = sport.events.find((candidate) => candidate.id === eventId);
    if (event) return event;
  }
  return null;
}
