import { Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { NO_MATCH_TEXT } from './event-list';
import { InPlaySport } from './in-play-sport';
import { LoadError } from '@/components/load-error';
import { LoadingNote } from './loading-note';
import { SportsFrame } from './sports-frame';
import { useVisibleSports } from '../hooks/use-visible-sports';
import { inPlayLabel } from '../model/events';

/** docs/product.md §2, §4. */
export function InPlayPage() {
  const { t } = useLingui();
  const { sports, status, error, retry } = useVisibleSports();
  const eventSports = sports.filter((entry) => !entry.isCasino);
  return (
    <SportsFrame>
      <Title order={1}>{inPlayLabel()}</Title>
      {status === 'pending' && <LoadingNote text={t`Loading in-play matches…`} />}
      {status === 'error' && <LoadError title={t`Matches could not be loaded`} error={error} onRetry={retry} />}
      {status === 'success' &&
        (eventSports.length === 0 ? (
          <Text c="dimmed">{t(NO_MATCH_TEXT)}</Text>
        ) : (
          eventSports.map((entry) => <InPlaySport key={entry.sport.id} entry={entry} />)
        ))}
    </SportsFrame>
  );
}
