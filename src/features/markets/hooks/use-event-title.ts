import { eventTitle } from '@/features/sports';
import { useTreeEvent } from './use-tree-event';

/** The event's name from the sport tree (GetUserOddsV2 does not carry it); null until known. */
export function useEventTitle(eventId: number | null): string | null {
  const event = useTreeEvent(eventId);
  return event ? eventTitle(event) : null;
}
