import type { ReactNode } from 'react';
import type { Event } from '@/api/generated/types.gen';
import { EventRow } from './event-row';
import { togglePin } from '../pins-storage';

interface PinnedEventProps {
  event: Event;
  markets?: ReactNode;
}

export function PinnedEvent({ event, markets }: PinnedEventProps) {
  return (
    <>
      <EventRow event={event} pinned onTogglePin={togglePin} />
      {markets}
    </>
  );
}
