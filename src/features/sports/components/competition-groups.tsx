import { Stack, Text, Title } from '@mantine/core';
import type { Event } from '@/api/generated/types.gen';
import { EventList, NO_MATCH_TEXT } from './event-list';
import { groupByCompetition } from '../model/events';

interface CompetitionGroupsProps {
  events: readonly Event[];
  /** 'in-play' or 'upcoming', for the lists' accessible names. */
  kind: string;
}

/** docs/wire.md §6. */
export function CompetitionGroups({ events, kind }: CompetitionGroupsProps) {
  if (events.length === 0) return <Text c="dimmed">{NO_MATCH_TEXT}</Text>;
  return (
    <Stack gap="sm">
      {groupByCompetition(events).map((group) => (
        <div key={group.competition}>
          <Title order={3} size="h5">
            {group.competition}
          </Title>
          <EventList events={group.events} label={`${group.competition}, ${kind}`} />
        </div>
      ))}
    </Stack>
  );
}
