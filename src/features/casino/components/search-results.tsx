import { Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CasinoGame } from '@/api/generated/types.gen';
import { GameGrid } from './game-grid';

interface SearchResultsProps {
  query: string;
  games: readonly CasinoGame[];
}

/** Announced as they change. */
export function SearchResults({ query, games }: SearchResultsProps) {
  const { t } = useLingui();
  const typed = query.trim();
  const count = games.length;
  return (
    <Stack gap="xs" component="section" aria-labelledby="casino-search-results">
      <Title order={2} size="h4" id="casino-search-results">
        {t`Search results`}
      </Title>
      <Text size="sm" role="status">
        {count === 0 ? t`No games match “${typed}”.` : t`${plural(count, { one: '# game found.', other: '# games found.' })}`}
      </Text>
      {games.length > 0 && <GameGrid games={games} label={t`Games found`} />}
    </Stack>
  );
}
