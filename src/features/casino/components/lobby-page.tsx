import { paths } from '@/config/paths';
import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
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
  const navigate = useNavigate();
  const { active } = useCasinoVisibility();
  const games = useCasinoGames();
  const game = games.data ? findGame(games.data.result, gameId) : undefined;
  const unknown = games.isSuccess && game === undefined;

  useEffect(() => {
    if (!active || unknown) {
      notifications.show({
        color: 'red',
        title: 'The game could not be opened',
        message: active ? 'That game is not in the lobby.' : 'No casino games are available for your account.',
      });
      navigate(paths.casino, { replace: true });
    }
  }, [active, unknown, navigate]);

  if (games.isError) {
    return (
      <CasinoFrame title="Casino">
        <LoadError title="Casino games could not be loaded" error={games.error} onRetry={() => void games.refetch()} />
      </CasinoFrame>
    );
  }
  if (!game || !active) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Opening the game" />
      </Center>
    );
  }
  return <GameFrame key={game.id} game={game} />;
}
