import { paths } from '@/config/paths';
import { Anchor, Center, Loader, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LoadError } from '@/components/load-error';
import { CasinoFrame } from './casino-frame';
import { GameGrid } from './game-grid';
import { GameSearch } from './game-search';
import { GameTables } from './game-tables';
import { filterGames, findSection } from '../model/lobby';
import { useCasinoGames } from '../hooks/use-casino-games';
import { useCasinoVisibility } from '../hooks/use-casino-visibility';

function BackToLobby() {
  const { t } = useLingui();
  return (
    <Anchor component={Link} to={paths.casino} size="sm">
      {t`All casino games`}
    </Anchor>
  );
}

/** docs/product.md §2. */
export function LobbySectionPage() {
  const { t } = useLingui();
  const { section = '' } = useParams();
  const { active } = useCasinoVisibility();
  const games = useCasinoGames();
  const [query, setQuery] = useState('');
  const category = useMemo(() => findSection(games.data?.result ?? [], section), [games.data, section]);
  const found = useMemo(() => filterGames(category?.games ?? [], query), [category, query]);

  if (!active) {
    return (
      <CasinoFrame title={t`Casino`}>
        <Text>{t`No casino games are available for your account.`}</Text>
      </CasinoFrame>
    );
  }
  if (games.isError) {
    return (
      <CasinoFrame title={t`Casino`}>
        <LoadError title={t`Casino games could not be loaded`} error={games.error} onRetry={() => void games.refetch()} />
      </CasinoFrame>
    );
  }
  if (games.isPending) {
    return (
      <CasinoFrame title={t`Casino`}>
        <Center py="xl">
          <Loader role="status" aria-label={t`Loading the casino games`} />
        </Center>
      </CasinoFrame>
    );
  }
  if (!category) {
    return (
      <CasinoFrame title={t`Casino`}>
        <Text>{t`There is no casino section called “${section}”.`}</Text>
        <BackToLobby />
      </CasinoFrame>
    );
  }
  const typed = query.trim();
  const count = found.length;
  const name = category.category;
  return (
    <CasinoFrame title={name}>
      <BackToLobby />
      <GameSearch value={query} onChange={setQuery} />
      {typed !== '' && (
        <Text size="sm" role="status">
          {count === 0 ? t`No games match “${typed}”.` : t`${plural(count, { one: '# game found.', other: '# games found.' })}`}
        </Text>
      )}
      {found.length > 0 && (
        <GameGrid
          games={found}
          label={t`${name} games`}
          headingLevel={2}
          renderExtra={(game) => <GameTables gameId={game.id} gameName={game.name} />}
        />
      )}
    </CasinoFrame>
  );
}
