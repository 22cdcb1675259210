import { paths } from '@/config/paths';
import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LoadError } from '@/components/load-error';
import { i18n } from '@/lib/i18n/runtime';
import { CasinoLobby } from './casino-lobby';
import { CasinoFrame } from './casino-frame';
import { GameFrame } from './game-frame';
import { GAME_PARAM } from '../model/casino-paths';
import { findGame } from '../model/lobby';
import { useCasinoGames } from '../hooks/use-casino-games';
import { useCasinoVisibility } from '../hooks/use-casino-visibility';

/** docs/product.md §2; with ?game=<id> the game plays here. */
export function LobbyPage() {
  const [params] = useSearchParams();
  const gameId = params.get(GAME_PARAM);
  if (gameId === null || gameId === '') return <CasinoLobby />;
  return <LaunchedGame gameId={gameId} />;
}

function LaunchedGame({ gameId }: { gameId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { active } = useCasinoVisibility();
  const games = useCasinoGames();
  const game = games.data ? findGame(games.data.result, gameId) : undefined;
  const unknown = games.isSuccess && game === undefined;

  useEffect(() => {
    if (!active || unknown) {
      notifications.show({
        color: 'red',
        title: i18n._(msg`The game could not be opened`),
        message: i18n._(active ? msg`That game is not in the lobby.` : msg`No casino games are available for your account.`),
      });
      navigate(paths.casino, { replace: true });
    }
  }, [active, unknown, navigate]);

  if (games.isError) {
    return (
      <CasinoFrame title={t`Casino`}>
        <LoadError title={t`Casino games could not be loaded`} error={games.error} onRetry={() => void games.refetch()} />
      </CasinoFrame>
    );
  }
  if (!game || !active) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t`Opening the game`} />
      </Center>
    );
  }
  return <GameFrame key={game.id} game={game} />;
}
