// A canvas per block of rows (docs/decisions/0003): it scrolls with them and repaints alone.

export const TILE_ROWS = 8;

export interface DrawnRow {
  readonly back: string;
  readonly lay: string;
  readonly traded: string;
  /** Of the bar's full length. */
  readonly share: number;
}

interface Column {
  readonly x: number;
  readonly width: number;
}

export interface TileLooks {
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

const fontOf = (style: CSSStyleDeclaration) => `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
const BAR_INSET = 0.22;
const TRADED_PADDING = 4;

function twoD(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

let drawable: boolean | undefined;

/** Not in jsdom, nor under forced colours. */
export function canDrawLadder(): boolean {
  const forced = typeof matchMedia === 'function' && matchMedia('(forced-colors: active)').matches;
  drawable ??= typeof document !== 'undefined' && twoD(document.createElement('canvas')) !== null;
  return drawable && !forced;
}

export function tileLooks(sample: HTMLElement, rowHeight: number): TileLooks | null {
  const [, back, , lay, , traded] = sample.children;
  const backButton = back?.firstElementChild;
  const text = traded?.querySelector('[data-paint="tradedText"]');
  const bar = traded?.querySelector('[data-paint="tradedBar"]');
  if (!(back instanceof HTMLElement && lay instanceof HTMLElement && traded instanceof HTMLElement) || !backButton || !text || !bar)
    return null;
  const money = getComputedStyle(backButton);
  const figures = getComputedStyle(text);
  const column = (cell: HTMLElement): Column => ({ x: cell.offsetLeft, width: cell.offsetWidth });
  return {
    width: sample.offsetWidth,
    rowHeight,
    moneyFont: fontOf(money),
    moneyColor: money.color,
    tradedFont: fontOf(figures),
    tradedColor: figures.color,
    barColor: getComputedStyle(bar).backgroundColor,
    back: column(back),
    lay: column(lay),
    traded: column(traded),
  };
}

const sameLooks = (a: TileLooks | null, b: TileLooks) =>
  a !== null && (Object.keys(b) as Array<keyof TileLooks>).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));

export interface LadderTile {
  /** True: cleared, to be drawn again. */
  fit(looks: TileLooks): boolean;
  /** Together: a font is set twice a call, not twice a row. */
  draw(rows: ReadonlyArray<readonly [row: number, drawn: DrawnRow]>): void;
}

export function ladderTile(canvas: HTMLCanvasElement, block: number): LadderTile | null {
  const context = twoD(canvas);
  if (!context) return null;
  let looks: TileLooks | null = null;
  const firstRow = block * TILE_ROWS;
  const topOf = (row: number, rowHeight: number) => (row - firstRow) * rowHeight;
  return {
    fit(next) {
      if (sameLooks(looks, next)) return false;
      looks = next;
      // A 3× phone's bitmaps would take ~20 MB a ladder.
      const ratio = Math.min(2, window.devicePixelRatio || 1);
      canvas.width = Math.round(next.width * ratio);
      canvas.height = Math.round(TILE_ROWS * next.rowHeight * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      return true;
    },
    draw(rows) {
      if (!looks) return;
      const { back, lay, traded, rowHeight } = looks;
      const mine = rows.filter(([row]) => row >= firstRow && row < firstRow + TILE_ROWS);
      if (mine.length === 0) return;
      context.fillStyle = looks.barColor;
      const inset = rowHeight * BAR_INSET;
      for (const [row, drawn] of mine) {
        const top = topOf(row, rowHeight);
        context.clearRect(back.x, top, back.width, rowHeight);
        context.clearRect(lay.x, top, lay.width, rowHeight);
        context.clearRect(traded.x, top, traded.width, rowHeight);
        if (drawn.share > 0) context.fillRect(traded.x, top + inset, traded.width * drawn.share, rowHeight - 2 * inset);
      }
      context.textBaseline = 'middle';
      context.textAlign = 'center';
      context.fillStyle = looks.moneyColor;
      context.font = looks.moneyFont;
      for (const [row, drawn] of mine) {
        const middle = topOf(row, rowHeight) + rowHeight / 2;
        if (drawn.back) context.fillText(drawn.back, back.x + back.width / 2, middle);
        if (drawn.lay) context.fillText(drawn.lay, lay.x + lay.width / 2, middle);
      }
      context.textAlign = 'right';
      context.fillStyle = looks.tradedColor;
      context.font = looks.tradedFont;
      for (const [row, drawn] of mine) {
        if (drawn.traded) context.fillText(drawn.traded, traded.x + traded.width - TRADED_PADDING, topOf(row, rowHeight) + rowHeight / 2);
      }
    },
  };
}
