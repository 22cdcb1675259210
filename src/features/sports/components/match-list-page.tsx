import { Stack, Title } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { CompetitionGroups } from './competition-groups';
import { LoadError } from '@/components/load-error';
import { retryImport } from '@/lib/retry-import';
import { LoadingNote } from './loading-note';
import { inPlayLabel, isInPlay, sortForList } from '../model/events';
import { SportsFrame } from './sports-frame';
import { useVisibleSports } from '../hooks/use-visible-sports';

// Only for an address naming no sport shown; with Mantine's List, 0.6 KB off the first route.
const SportUnavailable = lazy(() =>
  retryImport(() => import('./sport-unavailable')).then((module) => ({ default: module.SportUnavailable })),
);

/** docs/product.md §2. */
export function MatchListPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const inPlayId = useId();
  const upcomingId = useId();
  const { sports, status, error, retry } = useVisibleSports();

  if (status !== 'success') {
    return (
      <SportsFrame>
        <Title order={1}>{t`Matches`}</Title>
        {status === 'pending' ? (
          <LoadingNote text={t`Loading matches…`} />
        ) : (
          <LoadError title={t`Matches could not be loaded`} error={error} onRetry={retry} />
        )}
      </SportsFrame>
    );
  }

  const entry = sports.find((candidate) => !candidate.isCasino && String(candidate.sport.id) === id);
  if (!entry)
    return (
      <Suspense fallback={null}>
        <SportUnavailable sports={sports} />
      </Suspense>
    );

  const { sport } = entry;
  const events = sortForList(sport.events);
  return (
    <SportsFrame>
      <Title order={1}>{sport.displayName}</Title>
      <Stack component="section" gap="xs" aria-labelledby={inPlayId}>
        <Title order={2} id={inPlayId}>
          {inPlayLabel()}
        </Title>
        <CompetitionGroups events={events.filter(isInPlay)} kind="in-play" />
      </Stack>
      <Stack component="section" gap="xs" aria-labelledby={upcomingId}>
        <Title order={2} id={upcomingId}>
          {t`Upcoming`}
        </Title>
        <CompetitionGroups events={events.filter((event) => !isInPlay(event))} kind="upcoming" />
      </Stack>
    </SportsFrame>
  );
}
