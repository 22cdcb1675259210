import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { positiveId } from '../model/route-ids';
import { EventHeading } from './event-heading';

/** /markets/:eventid while the market screen's code is on its way (its route's Suspense fallback, on
 * the first route): the event's heading, where the screen puts it, and what is coming. The event's
 * name is the page's largest text: on a first visit over slow 4G it painted only once the screen's
 * ~30 chunks were in (docs/performance.md). */
export function MarketsPending() {
  const { eventid } = useParams();
  return (
    <>
      <EventHeading eventId={positiveId(eventid)} />
      <Text size="sm" role="status">
        Loading the markets…
      </Text>
    </>
  );
}
