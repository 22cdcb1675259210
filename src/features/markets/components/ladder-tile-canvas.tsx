import { useCallback } from 'react';
import { ladderTile, TILE_ROWS } from '../model/ladder-canvas';
import type { LadderPainter } from '../model/ladder-painter';
import classes from './ladder.module.css';

export function LadderTileCanvas({ block, rowHeight, painter }: { block: number; rowHeight: number; painter: LadderPainter }) {
  const attach = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      if (!canvas) return undefined;
      painter.setTile(block, ladderTile(canvas, block));
      return () => painter.setTile(block, null);
    },
    [painter, block],
  );
  return (
    <canvas
      ref={attach}
      className={classes.figures}
      aria-hidden="true"
      style={{ top: block * TILE_ROWS * rowHeight, height: TILE_ROWS * rowHeight }}
    />
  );
}
