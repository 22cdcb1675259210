import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EventList } from './event-list';
import { isInPlay } from '../model/events';
import type { SportEntry } from '../model/sport-visibility';

interface InPlaySportProps {
  entry: SportEntry;
}

export function InPlaySport({ entry }: InPlaySportProps) {
  const { t } = useLingui();
  const headingId = useId();
  const { sport } = entry;
  const sportName = sport.displayName;
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {sport.displayName}
      </Title>
      <EventList events={sport.events.filter(isInPlay)} label={t`${sportName} in-play matches`} />
    </Stack>
  );
}
