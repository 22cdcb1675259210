import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { CasinoGame } from '@/api/generated/types.gen';
import classes from './casino.module.css';
import { gamePath } from '../model/casino-paths';

interface GameTileProps {
  game: CasinoGame;
  /** A section lists the game's tables here. */
  children?: ReactNode;
  /** One below the heading the grid sits under. */
  headingLevel: 2 | 3;
}

/** The picture is sized, so the grid does not jump. */
export function GameTile({ game, children, headingLevel }: GameTileProps) {
  const { t } = useLingui();
  const name = game.name;
  return (
    <article className={classes.tile} aria-label={game.name}>
      <img className={classes.tileImage} src={game.imageURL} alt={game.name} loading="lazy" decoding="async" width={380} height={200} />
      <div className={classes.tileBody}>
        <Text fw={700} size="sm" component={headingLevel === 2 ? 'h2' : 'h3'} m={0}>
          {game.name}
        </Text>
        {game.description && (
          <Text size="xs" c="dimmed">
            {game.description}
          </Text>
        )}
        {children}
        <Button component={Link} to={gamePath(game.id)} size="xs" aria-label={t`Play ${name}`}>
          {t`Play`}
        </Button>
      </div>
    </article>
  );
}
