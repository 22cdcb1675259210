import type { ReactNode } from 'react';
import type { CasinoGame } from '@/api/generated/types.gen';
import classes from './casino.module.css';
import { GameTile } from './game-tile';

interface GameGridProps {
  games: readonly CasinoGame[];
  label: string;
  renderExtra?: (game: CasinoGame) => ReactNode;
  /** 2 right under the page's h1. */
  headingLevel?: 2 | 3;
}

export function GameGrid({ games, label, renderExtra, headingLevel = 3 }: GameGridProps) {
  return (
    <ul className={classes.grid} aria-label={label}>
      {games.map((game) => (
        <li key={game.id}>
          <GameTile game={game} headingLevel={headingLevel}>
            {renderExtra?.(game)}
          </GameTile>
        </li>
      ))}
    </ul>
  );
}
