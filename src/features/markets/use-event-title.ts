import { eventTitle, useSportTree } from '@/features/sports';

/** The event's name from the sport tree (GetUserOddsV2 does not carry it); null until known. */
export function useEventTitle(eventId: number): string | null {
  const { data: sports } = useSportTree();
  for (const sport of sports ?? []) {
    const event = sport.events.find((candidate) => candidate.id === eventId);
    if (event) return eventTitle(event);
  }
  return null;
}
