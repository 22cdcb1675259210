import { paths } from '@/config/paths';
import { Anchor, Center, Loader, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { CasinoFrame } from './casino-frame';
import { GameGrid } from './game-grid';
import { GameSearch } from './game-search';
import { GameTables } from './game-tables';
import { filterGames, findSection } from '../model/lobby';
import { useCasinoGames } from '../hooks/use-casino-games';
import { useCasinoVisibility } from '../hooks/use-casino-visibility';

const backToLobby = (
  <Anchor component={Link} to={paths.casino} size="sm">
    All casino games
  </Anchor>
);

/** docs/product.md §2. */
export function LobbySectionPage() {
  const { section = '' } = useParams();
  const { active } = useCasinoVisibility();
  const games = useCasinoGames();
  const [query, setQuery] = useState('');
  const category = useMemo(() => findSection(games.data?.result ?? [], section), [games.data, section]);
  const found = useMemo(() => filterGames(category?.games ?? [], query), [category, query]);

  if (!active) {
    return (
      <CasinoFrame title="Casino">
        <Text>No casino games are available for your account.</Text>
      </CasinoFrame>
    );
  }
  if (games.isError) {
    return (
      <CasinoFrame title="Casino">
        <LoadError title="Casino games could not be loaded" error={games.error} onRetry={() => void games.refetch()} />
      </CasinoFrame>
    );
  }
  if (games.isPending) {
    return (
      <CasinoFrame title="Casino">
        <Center py="xl">
          <Loader role="status" aria-label="Loading the casino games" />
        </Center>
      </CasinoFrame>
    );
  }
  if (!category) {
    return (
      <CasinoFrame title="Casino">
        <Text>There is no casino section called “{section}”.</Text>
        {backToLobby}
      </CasinoFrame>
    );
  }
  return (
    <CasinoFrame title={category.category}>
      {backToLobby}
      <GameSearch value={query} onChange={setQuery} />
      {query.trim() !== '' && (
        <Text size="sm" role="status">
          {found.length === 0 ? `No games match “${query.trim()}”.` : found.length === 1 ? '1 game found.' : `${found.length} games found.`}
        </Text>
      )}
      {found.length > 0 && (
        <GameGrid
          games={found}
          label={`${category.category} games`}
          headingLevel={2}
          renderExtra={(game) => <GameTables gameId={game.id} gameName={game.name} />}
        />
      )}
    </CasinoFrame>
  );
}
