import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@/api/generated/types.gen';
import classes from './event-list.module.css';
import { EventRow } from './event-row';
import { withPins } from '../model/pins';
import { togglePin } from '../pins-storage';
import { usePinnedEventIds } from '../hooks/use-pinned-event-ids';
import { NO_MATCH_TEXT } from '../model/events';

export { NO_MATCH_TEXT };

interface EventListProps {
  events: readonly Event[];
  label: string;
}

/** Or 'No match available' (docs/wire.md §4). */
export function EventList({ events, label }: EventListProps) {
  const { t } = useLingui();
  const pinnedIds = usePinnedEventIds();
  if (events.length === 0) return <Text c="dimmed">{t(NO_MATCH_TEXT)}</Text>;
  return (
    <ul className={classes.list} aria-label={label}>
      {withPins(events, pinnedIds).map((event) => (
        <li key={event.id} className={classes.item}>
          <EventRow event={event} pinned={event.pin} onTogglePin={togglePin} />
        </li>
      ))}
    </ul>
  );
}
