// Every open ladder's canvas, drawn and committed here, off the main thread (ladder-canvas.ts).
import { drawRows, sizeCanvas, type LadderLooks, type ToMain, type ToWorker } from './ladder-draw';
import type { RowWindow } from './ladder-rows';

interface Drawing {
  readonly canvas: OffscreenCanvas;
  readonly context: OffscreenCanvasRenderingContext2D;
  looks?: LadderLooks;
  rows?: RowWindow;
  /** A fit not yet told to the page. */
  fitted: boolean;
}

const drawings = new Map<number, Drawing>();

function draw(id: number, figures: Float64Array, from: number, to: number): void {
  const drawing = drawings.get(id);
  if (!drawing?.looks || !drawing.rows) return;
  drawRows(drawing.context, drawing.looks, drawing.rows, figures, from, to);
  if (!drawing.fitted) return;
  drawing.fitted = false;
  self.postMessage({ id, first: drawing.rows.first } satisfies ToMain);
}

self.onmessage = ({ data }: MessageEvent<ToWorker>) => {
  switch (data.kind) {
    case 'attach': {
      const context = data.canvas.getContext('2d');
      if (context) drawings.set(data.id, { canvas: data.canvas, context, fitted: false });
      break;
    }
    case 'fit': {
      const drawing = drawings.get(data.id);
      if (!drawing) break;
      sizeCanvas(drawing.canvas, drawing.context, data.looks, data.rows, data.ratio);
      Object.assign(drawing, { looks: data.looks, rows: data.rows, fitted: true });
      break;
    }
    case 'draw':
      for (let at = 0; at + 2 <= data.draws.length;) {
        const count = data.draws[at + 1] ?? 0;
        draw(data.draws[at] ?? 0, data.draws, at + 2, at + 2 + count);
        at += 2 + count;
      }
      break;
    case 'release':
      drawings.delete(data.id);
  }
};
