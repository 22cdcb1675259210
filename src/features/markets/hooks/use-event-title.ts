import { eventTitle } from '@/features/sports';
import { useTreeEvent } from './use-tree-event';

/** GetUserOddsV2 does not carry it. */
export function useEventTitle(eventId: number | null): string | null {
  const event = useTreeEvent(eventId);
  return event ? eventTitle(event) : null;
}
