// Once a frame for all open ladders, only where a figure changed (docs/decisions/0003-price-canvas.md).
import { nextFrame, PUBLISH_SLICE_MS } from '@/lib/frame-publisher';
import { writeText } from '@/lib/write-text';
import { canDrawLadder, DRAWN_STRIDE, type LadderTile, type TileLooks } from './ladder-canvas';
import { emptyColumns, fillColumns, priceOfRow, type LadderBook, type LadderColumns, type RowWindow } from './ladder-rows';
import { moneyCellName, priceCellName, tradedCellName } from './ladder-words';
import { sizeText } from './ladder-draw';

/** One rendered row's elements, and what was last shown in it. */
export interface LadderRowCells {
  readonly row: HTMLElement;
  readonly back: HTMLElement;
  readonly backText: HTMLElement;
  readonly lay: HTMLElement;
  readonly layText: HTMLElement;
  readonly price: HTMLElement;
  readonly traded: HTMLElement;
  readonly tradedText: HTMLElement;
  readonly tradedBar: HTMLElement;
  shown?: { back: number; lay: number; traded: number; scale: number; lastTraded: boolean; words: number };
}

export interface LadderPainter {
  /** The REST answer, until the hub's first update. */
  seed(book: LadderBook): void;
  update(book: LadderBook): void;
  attach(row: number, cells: LadderRowCells): () => void;
  onPaint(listener: ((book: LadderBook) => void) | null): void;
  setPaused(paused: boolean): void;
  /** Every name again, in the language now on screen. */
  repaint(): void;
  /** False: no canvas, the cells show their figures. */
  readonly drawing: boolean;
  setTile(tile: LadderTile | null): void;
  /** The last traded price's box, moved to its row. */
  setMarker(marker: HTMLElement | null, rowHeight: number): void;
  /** The canvas again under the rows rendered now. */
  cover(looks: TileLooks, rows: RowWindow): void;
  readonly book: () => LadderBook | undefined;
}

const dirty = new Set<() => void>();
let scheduled = false;

/** As the price store's publish (decision 0003): what a slice affords, the rest next frame, oldest first. */
function paintAll(): void {
  scheduled = false;
  const start = performance.now();
  for (const paint of dirty) {
    dirty.delete(paint);
    paint();
    if (performance.now() - start > PUBLISH_SLICE_MS) break;
  }
  if (dirty.size > 0) paintNextFrame();
}

function paintNextFrame(): void {
  scheduled = true;
  nextFrame(paintAll);
}

function schedule(paint: () => void): void {
  dirty.add(paint);
  if (!scheduled) paintNextFrame();
}

let wordsGeneration = 0;

const shareOf = (columns: LadderColumns, row: number) => (columns.barScale > 0 ? (columns.traded[row] ?? 0) / columns.barScale : 0);

function writeFigures(cells: LadderRowCells, columns: LadderColumns, row: number): void {
  writeText(cells.backText, sizeText(columns.back[row] ?? 0));
  writeText(cells.layText, sizeText(columns.lay[row] ?? 0));
  writeText(cells.tradedText, sizeText(columns.traded[row] ?? 0));
  cells.tradedBar.style.setProperty('--share', shareOf(columns, row).toFixed(3));
}

/** Writes the names that changed; answers whether the figures did. */
function paintNames(columns: LadderColumns, row: number, cells: LadderRowCells): boolean {
  const back = columns.back[row] ?? 0;
  const lay = columns.lay[row] ?? 0;
  const traded = columns.traded[row] ?? 0;
  const lastTraded = columns.lastTradedRow === row;
  const { shown } = cells;
  const price = priceOfRow(row);
  const words = shown?.words !== wordsGeneration;
  // What was shown says what changed: no attribute is read back.
  if (words || shown.back !== back) cells.back.setAttribute('aria-label', moneyCellName('back', price, back));
  if (words || shown.lay !== lay) cells.lay.setAttribute('aria-label', moneyCellName('lay', price, lay));
  if (words || shown.traded !== traded) cells.traded.setAttribute('aria-label', tradedCellName(price, traded));
  if (words || shown.lastTraded !== lastTraded) cells.price.setAttribute('aria-label', priceCellName(price, lastTraded));
  const scale = columns.barScale;
  cells.shown = { back, lay, traded, scale, lastTraded, words: wordsGeneration };
  return !shown || shown.back !== back || shown.lay !== lay || shown.traded !== traded || shown.scale !== scale;
}

export function createLadderPainter(): LadderPainter {
  const columns = emptyColumns();
  const rows = new Map<number, LadderRowCells>();
  const drawing = canDrawLadder();
  let tile: LadderTile | null = null;
  const toDraw: number[] = [];
  let painted: LadderBook | undefined;
  let pending: LadderBook | undefined;
  let fromHub = false;
  let paused = false;
  let listener: ((book: LadderBook) => void) | null = null;
  let marker: { element: HTMLElement; rowHeight: number; row?: number } | null = null;

  const moveMarker = () => {
    const row = columns.lastTradedRow;
    if (!marker || marker.row === row) return;
    marker.row = row;
    marker.element.hidden = row === undefined;
    marker.element.style.transform = `translateY(${(row ?? 0) * marker.rowHeight}px)`;
  };

  const drawLater = (row: number) =>
    toDraw.push(row, columns.back[row] ?? 0, columns.lay[row] ?? 0, columns.traded[row] ?? 0, shareOf(columns, row));
  const paintRow = (cells: LadderRowCells, row: number) => {
    if (!paintNames(columns, row, cells)) return;
    if (drawing) drawLater(row);
    else writeFigures(cells, columns, row);
  };
  const drawNow = () => {
    if (toDraw.length >= DRAWN_STRIDE) tile?.draw(Float64Array.from(toDraw));
    toDraw.length = 0;
  };
  const paintRows = () => {
    rows.forEach(paintRow);
    drawNow();
  };
  const paint = () => {
    if (paused || pending === undefined) return;
    painted = pending;
    pending = undefined;
    fillColumns(columns, painted);
    paintRows();
    moveMarker();
    listener?.(painted);
  };
  const take = (book: LadderBook) => {
    pending = book;
    schedule(paint);
  };

  return {
    seed(book) {
      if (!fromHub) take(book);
    },
    update(book) {
      fromHub = true;
      take(book);
    },
    attach(row, cells) {
      rows.set(row, cells);
      paintRow(cells, row);
      drawNow();
      return () => {
        if (rows.get(row) === cells) rows.delete(row);
      };
    },
    onPaint(next) {
      listener = next;
      if (next && painted) next(painted);
    },
    setPaused(next) {
      paused = next;
      if (!paused && pending) schedule(paint);
    },
    repaint() {
      wordsGeneration += 1;
      paintRows();
    },
    drawing,
    setMarker(element, rowHeight) {
      marker = element ? { element, rowHeight } : null;
      moveMarker();
    },
    setTile(next) {
      tile = next;
    },
    cover(looks, span) {
      if (!tile?.fit(looks, span)) return;
      rows.forEach((_, row) => drawLater(row));
      drawNow();
    },
    book: () => pending ?? painted,
  };
}
