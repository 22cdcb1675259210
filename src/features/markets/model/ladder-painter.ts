// Once a frame for all open ladders, only where a figure changed (docs/decisions/0003-price-canvas.md).
import { nextFrame, PUBLISH_SLICE_MS } from '@/lib/frame-publisher';
import { writeText } from '@/lib/write-text';
import { canDrawLadder, DRAWN_STRIDE, type LadderSurface, type LadderLooks } from './ladder-canvas';
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
  drawn?: { back: number; lay: number; traded: number; scale: number };
  named?: { back: number; lay: number; traded: number; lastTraded: boolean; words: number };
}

export interface LadderPainter {
  /** The REST answer, until the hub's first update. */
  seed(book: LadderBook): void;
  update(book: LadderBook): void;
  attach(row: number, cells: LadderRowCells): () => void;
  /** Each paint of the figures. */
  onPaint(listener: ((book: LadderBook) => void) | null): void;
  /** The book painted, at the names' pace: for figures written as text. */
  onSummary(listener: ((book: LadderBook) => void) | null): void;
  setPaused(paused: boolean): void;
  /** Every name again, in the language now on screen. */
  repaint(): void;
  /** The row of the grid's tab stop: its names are written with every paint, the others' at most every NAMES_EVERY_MS. */
  setTabRow(row: number): void;
  /** False: no canvas, the cells show their figures. */
  readonly drawing: boolean;
  setSurface(surface: LadderSurface | null): void;
  /** The last traded price's box, moved to its row. */
  setMarker(marker: HTMLElement | null, rowHeight: number): void;
  /** The canvas again under the rows rendered now. */
  cover(looks: LadderLooks, rows: RowWindow): void;
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

/** A name or a figure in words is read, not watched: four times a second is fresh (decision 0022). */
export const NAMES_EVERY_MS = 250;

/** What was written says what changed: no attribute is read back. */
function writeNames(columns: LadderColumns, row: number, cells: LadderRowCells): void {
  const back = columns.back[row] ?? 0;
  const lay = columns.lay[row] ?? 0;
  const traded = columns.traded[row] ?? 0;
  const lastTraded = columns.lastTradedRow === row;
  const { named } = cells;
  const price = priceOfRow(row);
  const words = named?.words !== wordsGeneration;
  if (words || named.back !== back) cells.back.setAttribute('aria-label', moneyCellName('back', price, back));
  if (words || named.lay !== lay) cells.lay.setAttribute('aria-label', moneyCellName('lay', price, lay));
  if (words || named.traded !== traded) cells.traded.setAttribute('aria-label', tradedCellName(price, traded));
  if (words || named.lastTraded !== lastTraded) cells.price.setAttribute('aria-label', priceCellName(price, lastTraded));
  cells.named = { back, lay, traded, lastTraded, words: wordsGeneration };
}

function figuresChanged(columns: LadderColumns, row: number, cells: LadderRowCells): boolean {
  const back = columns.back[row] ?? 0;
  const lay = columns.lay[row] ?? 0;
  const traded = columns.traded[row] ?? 0;
  const scale = columns.barScale;
  const { drawn } = cells;
  if (drawn && drawn.back === back && drawn.lay === lay && drawn.traded === traded && drawn.scale === scale) return false;
  cells.drawn = { back, lay, traded, scale };
  return true;
}

interface Namer {
  /** After a paint: every row once NAMES_EVERY_MS has passed; before, the tab stop's row, the rest later. */
  afterPaint(): void;
  all(): void;
  setTabRow(row: number): void;
}

function createNamer(columns: LadderColumns, rows: ReadonlyMap<number, LadderRowCells>, summarise: () => void): Namer {
  let tabRow: number | undefined;
  let namedAt = -Infinity;
  let later: ReturnType<typeof setTimeout> | undefined;
  const all = () => {
    namedAt = performance.now();
    rows.forEach((cells, row) => writeNames(columns, row, cells));
    summarise();
  };
  const nameTabRow = () => {
    const cells = tabRow === undefined ? undefined : rows.get(tabRow);
    if (cells && tabRow !== undefined) writeNames(columns, tabRow, cells);
  };
  return {
    all,
    afterPaint() {
      const wait = namedAt + NAMES_EVERY_MS - performance.now();
      if (wait <= 0) return all();
      nameTabRow();
      later ??= setTimeout(() => {
        later = undefined;
        schedule(all);
      }, wait);
    },
    setTabRow(row) {
      tabRow = row;
      nameTabRow();
    },
  };
}

/** The last traded price's box, moved by a transform: a trade restyles no row. */
function createMarker(columns: LadderColumns) {
  let marker: { element: HTMLElement; rowHeight: number; row?: number } | null = null;
  const move = () => {
    const row = columns.lastTradedRow;
    if (!marker || marker.row === row) return;
    marker.row = row;
    marker.element.hidden = row === undefined;
    marker.element.style.transform = `translateY(${(row ?? 0) * marker.rowHeight}px)`;
  };
  return {
    move,
    set(element: HTMLElement | null, rowHeight: number) {
      marker = element ? { element, rowHeight } : null;
      move();
    },
  };
}

export function createLadderPainter(): LadderPainter {
  const columns = emptyColumns();
  const rows = new Map<number, LadderRowCells>();
  const drawing = canDrawLadder();
  let surface: LadderSurface | null = null;
  const toDraw: number[] = [];
  let painted: LadderBook | undefined;
  let pending: LadderBook | undefined;
  let fromHub = false;
  let paused = false;
  let listener: ((book: LadderBook) => void) | null = null;
  let summary: ((book: LadderBook) => void) | null = null;
  const marker = createMarker(columns);
  const namer = createNamer(columns, rows, () => {
    if (painted) summary?.(painted);
  });

  const drawLater = (row: number) =>
    toDraw.push(row, columns.back[row] ?? 0, columns.lay[row] ?? 0, columns.traded[row] ?? 0, shareOf(columns, row));
  const paintRow = (cells: LadderRowCells, row: number) => {
    if (!figuresChanged(columns, row, cells)) return;
    if (drawing) drawLater(row);
    else writeFigures(cells, columns, row);
  };
  const drawNow = () => {
    if (toDraw.length >= DRAWN_STRIDE) surface?.draw(toDraw);
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
    namer.afterPaint();
    marker.move();
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
      writeNames(columns, row, cells);
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
    onSummary(next) {
      summary = next;
      if (next && painted) next(painted);
    },
    setPaused(next) {
      paused = next;
      if (!paused && pending) schedule(paint);
    },
    repaint() {
      wordsGeneration += 1;
      namer.all();
    },
    setTabRow: (row) => namer.setTabRow(row),
    drawing,
    setMarker: (element, rowHeight) => marker.set(element, rowHeight),
    setSurface(next) {
      surface = next;
    },
    cover(looks, span) {
      if (!surface?.fit(looks, span)) return;
      rows.forEach((_, row) => drawLater(row));
      drawNow();
    },
    book: () => pending ?? painted,
  };
}
