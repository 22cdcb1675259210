import { Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LoadError } from '@/components/load-error';
import { LoadingNote } from './loading-note';
import { NO_MATCH_TEXT } from './event-list';
import { SportPreview } from './sport-preview';
import { StartingSoon } from './starting-soon';
import { TopWinners } from './top-winners';
import { SportsFrame } from './sports-frame';
import { useVisibleSports } from '../hooks/use-visible-sports';

/** docs/product.md §2. */
export function HomePage() {
  const { t } = useLingui();
  const headingId = useId();
  const { sports, status, error, retry } = useVisibleSports();
  const eventSports = useMemo(() => sports.filter((entry) => !entry.isCasino), [sports]);
  const visibleSportIds = useMemo(
    () => (status === 'success' ? new Set<number>(eventSports.map((entry) => entry.sport.id)) : undefined),
    [status, eventSports],
  );

  return (
    <SportsFrame>
      <Title order={1}>{t`Highlights`}</Title>
      <Stack component="section" gap="sm" aria-labelledby={headingId}>
        <Title order={2} id={headingId}>
          {t`In-Play and upcoming`}
        </Title>
        {status === 'pending' && <LoadingNote text={t`Loading matches…`} />}
        {status === 'error' && <LoadError title={t`Matches could not be loaded`} error={error} onRetry={retry} />}
        {status === 'success' &&
          (eventSports.length === 0 ? (
            <Text c="dimmed">{t(NO_MATCH_TEXT)}</Text>
          ) : (
            eventSports.map((entry) => <SportPreview key={entry.sport.id} entry={entry} />)
          ))}
      </Stack>
      <StartingSoon visibleSportIds={visibleSportIds} />
      <TopWinners />
    </SportsFrame>
  );
}
