// The ladder canvas's drawing, the same in a worker and on the main thread (ladder-canvas.ts).
import { formatSize } from './format-size';
import type { RowWindow } from './ladder-rows';

/** Per row: the row, back, lay and traded money, and the bar's share of its full length. */
export const DRAWN_STRIDE = 5;

export interface Column {
  readonly x: number;
  readonly width: number;
}

export interface LadderLooks {
  readonly width: number;
  readonly rowHeight: number;
  readonly moneyFont: string;
  readonly moneyColor: string;
  readonly tradedFont: string;
  readonly tradedColor: string;
  readonly barColor: string;
  readonly back: Column;
  readonly lay: Column;
  readonly traded: Column;
}

type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export type ToWorker =
  | { kind: 'attach'; id: number; canvas: OffscreenCanvas }
  | { kind: 'fit'; id: number; looks: LadderLooks; rows: RowWindow; ratio: number }
  /** Per ladder: its id, its numbers' count, then DRAWN_STRIDE numbers a row. */
  | { kind: 'draw'; draws: Float64Array }
  | { kind: 'release'; id: number };

/** The first row drawn after a fit. */
export interface ToMain {
  readonly id: number;
  readonly first: number;
}

const BAR_INSET = 0.22;
const TRADED_PADDING = 4;

/** Setting the size clears the bitmap, even to the same size. */
export function sizeCanvas(
  canvas: { width: number; height: number },
  context: Context,
  looks: LadderLooks,
  rows: RowWindow,
  ratio: number,
) {
  canvas.width = Math.round(looks.width * ratio);
  canvas.height = Math.round((rows.last - rows.first + 1) * looks.rowHeight * ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
}

interface Drawn {
  readonly top: number;
  readonly back: string;
  readonly lay: string;
  readonly traded: string;
  readonly share: number;
}

/** A cell's figure: nothing for no money. */
export const sizeText = (size: number) => (size > 0 ? formatSize(size) : '');

function drawnIn(window: RowWindow, rowHeight: number, figures: ArrayLike<number>, from: number, to: number): Drawn[] {
  const drawn: Drawn[] = [];
  for (let at = from; at + DRAWN_STRIDE <= to; at += DRAWN_STRIDE) {
    const row = figures[at] ?? -1;
    if (row < window.first || row > window.last) continue;
    const figure = (offset: number) => figures[at + offset] ?? 0;
    drawn.push({
      top: (row - window.first) * rowHeight,
      back: sizeText(figure(1)),
      lay: sizeText(figure(2)),
      traded: sizeText(figure(3)),
      share: figure(4),
    });
  }
  return drawn;
}

/** Together: a font is set twice a call, not twice a row. */
export function drawRows(
  context: Context,
  looks: LadderLooks,
  window: RowWindow,
  figures: ArrayLike<number>,
  from = 0,
  to = figures.length,
): void {
  const { back, lay, traded, rowHeight } = looks;
  const rows = drawnIn(window, rowHeight, figures, from, to);
  if (rows.length === 0) return;
  context.fillStyle = looks.barColor;
  const inset = rowHeight * BAR_INSET;
  for (const { top, share } of rows) {
    context.clearRect(back.x, top, back.width, rowHeight);
    context.clearRect(lay.x, top, lay.width, rowHeight);
    context.clearRect(traded.x, top, traded.width, rowHeight);
    if (share > 0) context.fillRect(traded.x, top + inset, traded.width * share, rowHeight - 2 * inset);
  }
  context.textBaseline = 'middle';
  context.textAlign = 'center';
  context.fillStyle = looks.moneyColor;
  context.font = looks.moneyFont;
  for (const row of rows) {
    const middle = row.top + rowHeight / 2;
    if (row.back) context.fillText(row.back, back.x + back.width / 2, middle);
    if (row.lay) context.fillText(row.lay, lay.x + lay.width / 2, middle);
  }
  context.textAlign = 'right';
  context.fillStyle = looks.tradedColor;
  context.font = looks.tradedFont;
  for (const row of rows) {
    if (row.traded) context.fillText(row.traded, traded.x + traded.width - TRADED_PADDING, row.top + rowHeight / 2);
  }
}
