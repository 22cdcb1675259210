import { Text, Title } from '@mantine/core';
import { NO_MATCH_TEXT } from './event-list';
import { InPlaySport } from './in-play-sport';
import { LoadError } from '@/components/load-error';
import { LoadingNote } from './loading-note';
import { SportsFrame } from './sports-frame';
import { useVisibleSports } from '../hooks/use-visible-sports';

/** docs/product.md §2, §4. */
export function InPlayPage() {
  const { sports, status, error, retry } = useVisibleSports();
  const eventSports = sports.filter((entry) => !entry.isCasino);
  return (
    <SportsFrame>
      <Title order={1}>In-Play</Title>
      {status === 'pending' && <LoadingNote what="in-play matches" />}
      {status === 'error' && <LoadError title="Matches could not be loaded" error={error} onRetry={retry} />}
      {status === 'success' &&
        (eventSports.length === 0 ? (
          <Text c="dimmed">{NO_MATCH_TEXT}</Text>
        ) : (
          eventSports.map((entry) => <InPlaySport key={entry.sport.id} entry={entry} />)
        ))}
    </SportsFrame>
  );
}
