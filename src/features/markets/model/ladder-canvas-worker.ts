// Every open ladder's canvas, drawn and committed here, off the main thread (ladder-canvas.ts).
import { drawRows, sizeCanvas, type TileLooks, type ToMain, type ToWorker } from './ladder-draw';
import type { RowWindow } from './ladder-rows';

interface Drawing {
  readonly canvas: OffscreenCanvas;
  readonly context: OffscreenCanvasRenderingContext2D;
  looks?: TileLooks;
  rows?: RowWindow;
  /** A fit not yet told to the page. */
  fitted: boolean;
}

const drawings = new Map<number, Drawing>();

self.onmessage = ({ data }: MessageEvent<ToWorker>) => {
  if (data.kind === 'attach') {
    const context = data.canvas.getContext('2d');
    if (context) drawings.set(data.id, { canvas: data.canvas, context, fitted: false });
    return;
  }
  if (data.kind === 'release') {
    drawings.delete(data.id);
    return;
  }
  const drawing = drawings.get(data.id);
  if (!drawing) return;
  if (data.kind === 'fit') {
    sizeCanvas(drawing.canvas, drawing.context, data.looks, data.rows, data.ratio);
    drawing.looks = data.looks;
    drawing.rows = data.rows;
    drawing.fitted = true;
    return;
  }
  if (!drawing.looks || !drawing.rows) return;
  drawRows(drawing.context, drawing.looks, drawing.rows, data.rows);
  if (!drawing.fitted) return;
  drawing.fitted = false;
  self.postMessage({ id: data.id, first: drawing.rows.first } satisfies ToMain);
};
