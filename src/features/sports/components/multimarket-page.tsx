import { Button, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@/api/generated/types.gen';
import classes from './event-list.module.css';
import { LoadError } from '@/components/load-error';
import { LoadingNote } from './loading-note';
import { PinnedEvent } from './pinned-event';
import { unpinEvents } from '../pins-storage';
import { usePinnedEventIds } from '../hooks/use-pinned-event-ids';
import { SportsFrame } from './sports-frame';
import { useVisibleSports } from '../hooks/use-visible-sports';

export interface MultimarketPageProps {
  /** Without it, each pinned event links to its markets page. */
  renderEventMarkets?: (event: Event) => ReactNode;
}

/** docs/product.md §2, §4: in the order they were pinned. */
export function MultimarketPage({ renderEventMarkets }: MultimarketPageProps) {
  const { t } = useLingui();
  const pinnedIds = usePinnedEventIds();
  const { sports, status, error, retry } = useVisibleSports();

  const listed = new Map<number, Event>();
  for (const entry of sports) for (const event of entry.sport.events) listed.set(event.id, event);
  const pinned = pinnedIds.flatMap((id) => listed.get(id) ?? []);
  // Finished events leave the tree; sports the viewer may not see are not offered.
  const unlisted = status === 'success' ? pinnedIds.filter((id) => !listed.has(id)) : [];
  const unlistedCount = unlisted.length;

  return (
    <SportsFrame>
      <Title order={1}>{t`Multi Markets`}</Title>
      {status === 'pending' && pinnedIds.length > 0 && <LoadingNote text={t`Loading pinned matches…`} />}
      {status === 'error' && <LoadError title={t`Pinned matches could not be loaded`} error={error} onRetry={retry} />}
      {pinnedIds.length === 0 && (
        <Text>{t`No pinned matches yet. Pin matches with the star button in any match list to follow them here together.`}</Text>
      )}
      {pinned.length > 0 && (
        <ul className={classes.list} aria-label={t`Pinned matches`}>
          {pinned.map((event) => (
            <li key={event.id} className={classes.item}>
              <PinnedEvent event={event} markets={renderEventMarkets?.(event)} />
            </li>
          ))}
        </ul>
      )}
      {unlisted.length > 0 && (
        <Paper withBorder p="sm">
          <Text size="sm">
            {plural(unlistedCount, {
              one: '# pinned match is no longer available.',
              other: '# pinned matches are no longer available.',
            })}
          </Text>
          <Button size="xs" variant="default" mt="xs" onClick={() => unpinEvents(unlisted)}>
            {plural(unlistedCount, { one: 'Remove it', other: 'Remove them' })}
          </Button>
        </Paper>
      )}
    </SportsFrame>
  );
}
