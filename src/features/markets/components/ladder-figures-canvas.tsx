import { useCallback } from 'react';
import { ladderSurface } from '../model/ladder-canvas';
import type { LadderPainter } from '../model/ladder-painter';
import type { RowWindow } from '../model/ladder-rows';
import classes from './ladder.module.css';

export function LadderFiguresCanvas({ rows, rowHeight, painter }: { rows: RowWindow; rowHeight: number; painter: LadderPainter }) {
  const attach = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      if (!canvas) return undefined;
      const surface = ladderSurface(canvas);
      painter.setSurface(surface);
      return () => {
        painter.setSurface(null);
        surface?.release();
      };
    },
    [painter],
  );
  return (
    <canvas
      ref={attach}
      className={classes.figures}
      aria-hidden="true"
      style={{ top: rows.first * rowHeight, height: (rows.last - rows.first + 1) * rowHeight }}
    />
  );
}
