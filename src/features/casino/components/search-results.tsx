import { Stack, Text, Title } from '@mantine/core';
import type { CasinoGame } from '@/api/generated/types.gen';
import { GameGrid } from './game-grid';

interface SearchResultsProps {
  query: string;
  games: readonly CasinoGame[];
}

/** Announced as they change. */
export function SearchResults({ query, games }: SearchResultsProps) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="casino-search-results">
      <Title order={2} size="h4" id="casino-search-results">
        Search results
      </Title>
      <Text size="sm" role="status">
        {games.length === 0 ? `No games match “${query.trim()}”.` : games.length === 1 ? '1 game found.' : `${games.length} games found.`}
      </Text>
      {games.length > 0 && <GameGrid games={games} label="Games found" />}
    </Stack>
  );
}
