// Once a frame for all open ladders, only where a figure changed (docs/decisions/0003-price-canvas.md).
import { writeText } from '@/lib/write-text';
import { canDrawLadder, TILE_ROWS, type DrawnRow, type LadderTile, type TileLooks } from './ladder-canvas';
import { emptyColumns, fillColumns, priceOfRow, type LadderBook, type LadderColumns } from './ladder-rows';
import { moneyCellName, priceCellName, tradedCellName } from './ladder-words';
import { formatSize } from './format-size';

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
  /** False: no tiles, the cells show their figures. */
  readonly drawing: boolean;
  setTile(block: number, tile: LadderTile | null): void;
  /** The last traded price's box, moved to its row. */
  setMarker(marker: HTMLElement | null, rowHeight: number): void;
  cover(looks: TileLooks): void;
  readonly book: () => LadderBook | undefined;
}

const dirty = new Set<() => void>();
let scheduled = false;

function paintAll(): void {
  scheduled = false;
  const painters = [...dirty];
  dirty.clear();
  for (const paint of painters) paint();
}

function schedule(paint: () => void): void {
  dirty.add(paint);
  if (scheduled) return;
  scheduled = true;
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(paintAll);
  else setTimeout(paintAll, 16);
}

let wordsGeneration = 0;

function drawnOf(columns: LadderColumns, row: number): DrawnRow {
  const back = columns.back[row] ?? 0;
  const lay = columns.lay[row] ?? 0;
  const traded = columns.traded[row] ?? 0;
  return {
    back: back > 0 ? formatSize(back) : '',
    lay: lay > 0 ? formatSize(lay) : '',
    traded: traded > 0 ? formatSize(traded) : '',
    share: columns.barScale > 0 ? traded / columns.barScale : 0,
  };
}

function writeFigures(cells: LadderRowCells, drawn: DrawnRow): void {
  writeText(cells.backText, drawn.back);
  writeText(cells.layText, drawn.lay);
  writeText(cells.tradedText, drawn.traded);
  cells.tradedBar.style.setProperty('--share', drawn.share.toFixed(3));
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
  const tiles = new Map<number, LadderTile>();
  const toDraw = new Map<number, Array<readonly [number, DrawnRow]>>();
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

  const drawLater = (row: number) => {
    const block = Math.floor(row / TILE_ROWS);
    toDraw.set(block, [...(toDraw.get(block) ?? []), [row, drawnOf(columns, row)]]);
  };
  const paintRow = (cells: LadderRowCells, row: number) => {
    if (!paintNames(columns, row, cells)) return;
    if (drawing) drawLater(row);
    else writeFigures(cells, drawnOf(columns, row));
  };
  const drawNow = () => {
    toDraw.forEach((list, block) => tiles.get(block)?.draw(list));
    toDraw.clear();
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
    setTile(block, tile) {
      if (tile) tiles.set(block, tile);
      else tiles.delete(block);
    },
    cover(looks) {
      tiles.forEach((tile, block) => {
        if (!tile.fit(looks)) return;
        for (let row = block * TILE_ROWS; row < (block + 1) * TILE_ROWS; row += 1) if (rows.has(row)) drawLater(row);
      });
      drawNow();
    },
    book: () => pending ?? painted,
  };
}
