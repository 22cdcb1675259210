import { href } from '@/config/paths';
import { Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LoadError } from '@/components/load-error';
import classes from './casino.module.css';
import { CasinoFrame } from './casino-frame';
import { GameGrid } from './game-grid';
import { GameSearch } from './game-search';
import { allGames, filterGames, sectionSlug } from '../model/lobby';
import { SearchResults } from './search-results';
import { useCasinoGames } from '../hooks/use-casino-games';
import { useCasinoVisibility } from '../hooks/use-casino-visibility';
import { useDeviceGames } from '../hooks/use-device-games';

/** docs/product.md §2. */
export function CasinoLobby() {
  const { t } = useLingui();
  const { active } = useCasinoVisibility();
  const games = useCasinoGames();
  const featured = useDeviceGames();
  const [query, setQuery] = useState('');
  const categories = useMemo(() => games.data?.result ?? [], [games.data]);
  const found = useMemo(() => filterGames(allGames(categories), query), [categories, query]);

  if (!active) {
    return (
      <CasinoFrame title={t`Casino`}>
        <Text>{t`No casino games are available for your account.`}</Text>
      </CasinoFrame>
    );
  }

  let content;
  if (games.isError) {
    content = <LoadError title={t`Casino games could not be loaded`} error={games.error} onRetry={() => void games.refetch()} />;
  } else if (games.isPending) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t`Loading the casino games`} />
      </Center>
    );
  } else if (query.trim() !== '') {
    content = <SearchResults query={query} games={found} />;
  } else {
    content = (
      <>
        {featured.games.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby="casino-featured">
            <Title order={2} size="h4" id="casino-featured">
              {t`Featured games`}
            </Title>
            <GameGrid games={featured.games} label={t`Featured games`} />
          </Stack>
        )}
        {categories.length === 0 ? (
          <Text>{t`No casino games are available right now.`}</Text>
        ) : (
          <>
            <nav aria-label={t`Casino sections`}>
              <ul className={classes.sections}>
                {categories.map((category) => (
                  <li key={category.category}>
                    <Anchor component={Link} to={href.lobbySection(sectionSlug(category.category))} size="sm">
                      {category.category}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </nav>
            {categories.map((category) => {
              const headingId = `casino-section-${sectionSlug(category.category)}`;
              const name = category.category;
              return (
                <Stack key={category.category} gap="xs" component="section" aria-labelledby={headingId}>
                  <Group justify="space-between" align="baseline">
                    <Title order={2} size="h4" id={headingId}>
                      {category.category}
                    </Title>
                    {/* The visible words first (WCAG 2.5.3). */}
                    <Anchor
                      component={Link}
                      to={href.lobbySection(sectionSlug(category.category))}
                      size="sm"
                      aria-label={t`See all ${name} games`}
                    >
                      {t`See all`}
                    </Anchor>
                  </Group>
                  <GameGrid games={category.games} label={t`${name} games`} />
                </Stack>
              );
            })}
          </>
        )}
      </>
    );
  }

  return (
    <CasinoFrame title={t`Casino`}>
      <GameSearch value={query} onChange={setQuery} />
      {content}
    </CasinoFrame>
  );
}
