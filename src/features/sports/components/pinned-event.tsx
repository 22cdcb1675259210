import type { ReactNode } from 'react';
import type { Event } from '@/api/generated/types.gen';
import { EventRow } from './event-row';
import { togglePin } from '../pins-store';

interface PinnedEventProps {
  event: Event;
  /** The event's markets, rendered under its row (the markets feature fills this in). */
  markets?: ReactNode;
}

/** One pinned event on /multimarket. */
export function PinnedEvent({ event, markets }: PinnedEventProps) {
  return (
    <>
      <EventRow event={event} pinned onTogglePin={togglePin} />
      {markets}
    </>
  );
}
