import { DEFAULT_LANDING, paths } from '@/config/paths';
import { Button, Center, Group, Loader, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { CasinoGame } from '@/api/generated/types.gen';
import { CasinoBalance } from './casino-balance';
import classes from './casino.module.css';
import { providerFailureReason } from '../model/launch';
import { useGameLaunch } from '../hooks/use-game-launch';

interface GameFrameProps {
  game: CasinoGame;
}

/** docs/product.md §7. */
export function GameFrame({ game }: GameFrameProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const name = game.name;
  const onFailure = useCallback(
    (error: unknown) => {
      notifications.show({ color: 'red', title: t`${name} could not be opened`, message: providerFailureReason(error) });
      navigate(paths.casino, { replace: true });
    },
    [name, navigate, t],
  );
  const launch = useGameLaunch(game, { onFailure });

  return (
    <div className={classes.player}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h4">
          {game.name}
        </Title>
        <Group gap="sm" wrap="nowrap">
          <CasinoBalance />
          {/* The desktop's navbar offers it (docs/product.md §2). */}
          <Button component={Link} to={DEFAULT_LANDING} size="xs" variant="default" hiddenFrom="sm">
            {t`Back to sports`}
          </Button>
        </Group>
      </Group>
      {launch.isSuccess ? (
        <iframe
          className={classes.frame}
          src={launch.data}
          title={t`${name} game`}
          allow="autoplay; fullscreen"
          allowFullScreen
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
        />
      ) : (
        <Center py="xl">
          <Loader role="status" aria-label={t`Opening ${name}`} />
        </Center>
      )}
    </div>
  );
}
