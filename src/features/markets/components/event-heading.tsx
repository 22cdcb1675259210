import { Title } from '@mantine/core';
import { useEventTitle } from '../hooks/use-event-title';

/** An event page's heading: the event's name from the sport tree, 'Markets' until it is known (or
 * when the address names no event). The market screen and its pending view (markets-pending.tsx)
 * both show it, so it stays where it is when the screen arrives. */
export function EventHeading({ eventId }: { eventId: number | null }) {
  const title = useEventTitle(eventId);
  return (
    <Title order={1} size="h3" mb="sm">
      {title ?? 'Markets'}
    </Title>
  );
}
