import { href } from '@/config/paths';
import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { EventList } from './event-list';
import { previewEvents } from '../model/events';
import type { SportEntry } from '../model/sport-visibility';

interface SportPreviewProps {
  entry: SportEntry;
}

/** docs/product.md §9. */
export function SportPreview({ entry }: SportPreviewProps) {
  const { t } = useLingui();
  const headingId = useId();
  const { sport } = entry;
  const sportName = sport.displayName;
  const matchCount = sport.events.length;
  return (
    <Paper component="section" withBorder p="sm" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} id={headingId}>
          {sport.displayName}
        </Title>
        <EventList events={previewEvents(sport.events)} label={t`${sportName} highlights`} />
        {sport.events.length > 0 && (
          <Anchor component={Link} to={href.matchList(sport.id)} size="sm">
            {t`All ${sportName} matches (${matchCount})`}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
