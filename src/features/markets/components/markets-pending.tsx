import { Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useEventTitle } from '../hooks/use-event-title';

/** /markets/:eventid while the market screen's code is on its way (its route's Suspense fallback, on
 * the first route): the event's name from the sport tree, where the screen puts it, and what is
 * coming. The name is the page's largest text: on a first visit over slow 4G it painted only once the
 * screen's ~30 chunks were in (docs/performance.md). */
export function MarketsPending() {
  const { eventid } = useParams();
  const title = useEventTitle(Number(eventid));
  return (
    <>
      <Title order={1} size="h3" mb="sm">
        {title ?? 'Markets'}
      </Title>
      <Text size="sm" role="status">
        Loading the markets…
      </Text>
    </>
  );
}
