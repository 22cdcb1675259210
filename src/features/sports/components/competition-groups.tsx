import { Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@/api/generated/types.gen';
import { EventList, NO_MATCH_TEXT } from './event-list';
import { competitionLabel, competitionListLabel, groupByCompetition, type ListKind } from '../model/events';

interface CompetitionGroupsProps {
  events: readonly Event[];
  /** 'in-play' or 'upcoming', for the lists' accessible names. */
  kind: ListKind;
}

/** docs/wire.md §6. */
export function CompetitionGroups({ events, kind }: CompetitionGroupsProps) {
  const { t } = useLingui();
  if (events.length === 0) return <Text c="dimmed">{t(NO_MATCH_TEXT)}</Text>;
  return (
    <Stack gap="sm">
      {groupByCompetition(events).map((group) => (
        <div key={group.competition}>
          <Title order={3} size="h5">
            {competitionLabel(group.competition)}
          </Title>
          <EventList events={group.events} label={competitionListLabel(group.competition, kind)} />
        </div>
      ))}
    </Stack>
  );
}
