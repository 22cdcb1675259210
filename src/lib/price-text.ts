// The market rows' price text, drawn on one canvas a runner (docs/performance.md "Price text on a
// canvas"). The buttons stay the buttons: their shapes, focus, clicks, and their names (aria-label,
// written on every tick) for speech. The canvas over them shows the two lines of each cell (price,
// and size or rate), so a tick costs a few canvas calls and no layout or paint of the page. A new
// text in the DOM, however small, laid out and painted the page's frame: on a slow phone that alone
// dropped frames at 1,000 changes a second (npm run bench:odds).
//
// Where there is no 2D context (jsdom, a browser that refuses one) or the player asked for forced
// colours, the buttons show their own words, written on every tick as before
// (src/features/markets/components/markets.module.css).
import { priceStore } from './price-store';
import { writeText } from './write-text';

/** The two lines a cell shows. */
export interface PriceLines {
  readonly top: string;
  readonly bottom: string;
}

/** Writes a cell's lines into its button's own words (its first two children). */
export function writeButtonWords(button: Element, lines: PriceLines): void {
  const [top, bottom] = button.children;
  if (top) writeText(top, lines.top);
  if (bottom) writeText(bottom, lines.bottom);
}

interface Cell {
  readonly button: HTMLElement;
  lines: PriceLines;
}

/** A cell's place on the canvas, in CSS pixels, and the tops of its two line boxes. */
interface Place {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly topLine: number;
  readonly bottomLine: number;
}

/** A line's font and where its baseline sits in its line box: as CSS puts it, half the leading
 * above the font's ascent. */
interface LineLooks {
  readonly font: string;
  readonly baseline: number;
}

/** The words' looks, read from the button's own (hidden) words. */
interface Looks {
  readonly top: LineLooks;
  readonly bottom: LineLooks;
  readonly color: string;
}

const px = (value: string): number => Number.parseFloat(value) || 0;
const fontOf = (style: CSSStyleDeclaration) => `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
/** A line's height: 'normal' is about 1.2 of the font size. */
const lineHeightOf = (style: CSSStyleDeclaration) => (style.lineHeight === 'normal' ? 1.2 * px(style.fontSize) : px(style.lineHeight));

/** Canvases with cells painted since their last draw. They are drawn at the end of the store's
 * publish that painted them (so the back-off counts the drawing in the publish's cost), or at the end
 * of the task for a paint outside a publish (a cell's first commit, a row back on screen). */
const toDraw = new Set<PriceText>();
let drawQueued = false;
let drawingAfterPublish = false;

function drawPainted(): void {
  drawQueued = false;
  toDraw.forEach((painter) => painter.drawDirty());
  toDraw.clear();
}

function queueDraw(painter: PriceText): void {
  toDraw.add(painter);
  if (!drawingAfterPublish) {
    priceStore.afterPublish(drawPainted);
    drawingAfterPublish = true;
  }
  if (drawQueued) return;
  drawQueued = true;
  queueMicrotask(drawPainted);
}

/** The canvas's 2D context, or null where there is none (jsdom throws, a browser may refuse one). */
function twoD(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

/** Every drawing canvas on the page, for what changes them all: a size, a colour scheme, a font. */
const painters = new Map<Element, PriceText>();
let sizes: ResizeObserver | undefined;

/** Forced colours (a player's high-contrast theme): the canvas is hidden and the buttons show their own
 * words (markets.module.css), so those are written again. */
const forcedColours = typeof matchMedia === 'function' ? matchMedia('(forced-colors: active)') : undefined;
let forced = forcedColours?.matches ?? false;
forcedColours?.addEventListener('change', () => {
  forced = forcedColours.matches;
  painters.forEach((painter) => (forced ? painter.writeWords() : painter.restyle()));
});

/** One ResizeObserver for every canvas (the browser checks each observed box once a frame that laid
 * out), and one watch of what restyles them all: the app's colour scheme and brand are attributes of
 * <html> (Mantine, brand-theme), and a font that loads changes the words' shapes. */
function sizeObserver(): ResizeObserver {
  if (!sizes) {
    sizes = new ResizeObserver((entries) => {
      // Every canvas measures its buttons before any takes its new bitmap: a canvas's new width lays the
      // page out again, so a measure after it forced that layout once a runner (a market's first draw
      // was eleven layouts in one task of 40-60 ms, unthrottled).
      const sized = entries.flatMap((entry) => painters.get(entry.target)?.measure(entry.contentRect.width, entry.contentRect.height) ?? []);
      for (const painter of sized) painter.applySize();
    });
    const restyleAll = () => painters.forEach((painter) => painter.restyle());
    new MutationObserver(restyleAll).observe(document.documentElement, { attributes: true });
    document.fonts?.addEventListener('loadingdone', restyleAll);
  }
  return sizes;
}

/**
 * One runner's price text. Cells paint into it by key; it draws each where its button is. Made before
 * its canvas is there (the cells paint on their first commit), it keeps what they painted and draws it
 * once the canvas has a size.
 */
export class PriceText {
  private canvas: HTMLCanvasElement | null = null;
  private context: CanvasRenderingContext2D | null = null;
  private readonly cells = new Map<string, Cell>();
  /** Each button's place, or null for a button not shown at this width (a phone's deeper levels). */
  private places = new WeakMap<HTMLElement, Place | null>();
  private looks: Looks | null = null;
  private size = { width: 0, height: 0, ratio: 1 };
  /** Cells painted since the last draw. */
  private readonly dirty = new Set<string>();

  /** Takes the canvas (null: let it go). Returns whether it draws: false where there is no 2D
   * context, and the buttons then show their own words. */
  attach(canvas: HTMLCanvasElement | null): boolean {
    if (this.canvas) {
      sizes?.unobserve(this.canvas);
      painters.delete(this.canvas);
    }
    this.canvas = canvas;
    this.context = null;
    if (!canvas || typeof ResizeObserver === 'undefined') return false;
    const context = twoD(canvas);
    if (!context) return false;
    this.context = context;
    painters.set(canvas, this);
    sizeObserver().observe(canvas);
    return true;
  }

  /** Whether the canvas shows the words. Then the buttons' own words are hidden and a tick need not
   * write them (the name, aria-label, is written on every tick all the same). */
  get drawsWords(): boolean {
    return this.context !== null && !forced;
  }

  /** Puts each cell's lines into its button's own words, for the buttons to show them instead. */
  writeWords(): void {
    for (const { button, lines } of this.cells.values()) writeButtonWords(button, lines);
  }

  /** A cell's new lines: drawn with every other cell painted in the same publish (or task), the
   * canvas's font set once a line for all of them. */
  paint(key: string, button: HTMLElement, lines: PriceLines): void {
    const cell = this.cells.get(key);
    if (cell && cell.button === button) {
      if (cell.lines.top === lines.top && cell.lines.bottom === lines.bottom) return;
      cell.lines = lines;
    } else this.cells.set(key, { button, lines });
    this.dirty.add(key);
    queueDraw(this);
  }

  /** A cell that shows nothing any more (its level went away, or it left the page). */
  clear(key: string): void {
    const cell = this.cells.get(key);
    if (!cell) return;
    this.cells.delete(key);
    const place = this.placeOf(cell.button);
    if (this.context && place) this.context.clearRect(place.x, place.y, place.width, place.height);
  }

  /** The canvas's box changed size (CSS pixels): its cells' places and the words' looks read anew, and
   * nothing written, so every canvas of a resize reads before any writes (applySize). Returns this
   * painter when it has a canvas to size. */
  measure(width: number, height: number): PriceText | undefined {
    if (!this.canvas) return undefined;
    this.size = { width, height, ratio: window.devicePixelRatio || 1 };
    this.places = new WeakMap();
    this.looks = null;
    let first: Cell | undefined;
    for (const [key, cell] of this.cells) {
      if (!cell.button.isConnected) this.cells.delete(key);
      else if (this.placeOf(cell.button)) first ??= cell;
    }
    if (first) this.looksOf(first.button);
    return this;
  }

  /** A sharp bitmap of the measured size, every cell drawn again. */
  applySize(): void {
    if (!this.canvas) return;
    const { width, height, ratio } = this.size;
    this.canvas.width = Math.round(width * ratio);
    this.canvas.height = Math.round(height * ratio);
    this.redraw();
  }

  /** The words' looks may have changed (colour scheme, brand, a font that loaded): drawn again. */
  restyle(): void {
    this.looks = null;
    this.redraw();
  }

  private redraw(): void {
    const { context } = this;
    if (!context) return;
    context.setTransform(this.size.ratio, 0, 0, this.size.ratio, 0, 0);
    context.clearRect(0, 0, this.size.width, this.size.height);
    for (const [key, cell] of this.cells) {
      if (cell.button.isConnected) this.dirty.add(key);
      else this.cells.delete(key);
    }
    this.drawDirty();
  }

  /** Draws the cells painted since the last draw: each cleared, then every top line in the top
   * line's font, then every bottom line in the bottom one's. */
  drawDirty(): void {
    const { context } = this;
    const cells = [...this.dirty].flatMap((key) => this.cells.get(key) ?? []);
    this.dirty.clear();
    const first = cells[0];
    if (!context || this.size.width === 0 || !first) return;
    const looks = this.looksOf(first.button);
    if (!looks) return;
    const drawn: Array<{ place: Place; lines: PriceLines }> = [];
    for (const cell of cells) {
      const place = this.placeOf(cell.button);
      if (!place) continue;
      context.clearRect(place.x, place.y, place.width, place.height);
      drawn.push({ place, lines: cell.lines });
    }
    context.fillStyle = looks.color;
    context.textAlign = 'center';
    context.textBaseline = 'alphabetic';
    context.font = looks.top.font;
    for (const { place, lines } of drawn) context.fillText(lines.top, place.x + place.width / 2, place.topLine + looks.top.baseline);
    context.font = looks.bottom.font;
    for (const { place, lines } of drawn) context.fillText(lines.bottom, place.x + place.width / 2, place.bottomLine + looks.bottom.baseline);
  }

  /** Where the button is on the canvas, and its lines as its column of two would put them: centred
   * together in the box inside its borders. Measured once a size (the buttons do not move within it). */
  private placeOf(button: HTMLElement): Place | undefined {
    const known = this.places.get(button);
    if (known !== undefined) return known ?? undefined;
    const canvas = this.canvas;
    const [top, bottom] = button.children;
    if (!canvas || !top || !bottom) return undefined;
    const box = button.getBoundingClientRect();
    if (box.width === 0) {
      this.places.set(button, null); // a level a phone does not show, until the box changes size
      return undefined;
    }
    const origin = canvas.getBoundingClientRect();
    const style = getComputedStyle(button);
    const topHeight = lineHeightOf(getComputedStyle(top));
    const bottomHeight = lineHeightOf(getComputedStyle(bottom));
    const inner = box.height - px(style.borderTopWidth) - px(style.borderBottomWidth);
    const start = box.top - origin.top + px(style.borderTopWidth) + (inner - topHeight - bottomHeight) / 2;
    const place = { x: box.left - origin.left, y: box.top - origin.top, width: box.width, height: box.height, topLine: start, bottomLine: start + topHeight };
    this.places.set(button, place);
    return place;
  }

  private looksOf(button: HTMLElement): Looks | undefined {
    if (this.looks) return this.looks;
    const [top, bottom] = button.children;
    if (!top || !bottom || !this.context) return undefined;
    this.looks = { top: this.lineLooks(getComputedStyle(top)), bottom: this.lineLooks(getComputedStyle(bottom)), color: getComputedStyle(button).color };
    return this.looks;
  }

  private lineLooks(style: CSSStyleDeclaration): LineLooks {
    const font = fontOf(style);
    const context = this.context;
    if (!context) return { font, baseline: 0 };
    context.font = font;
    const metrics = context.measureText('0');
    // Whole pixels, as the browser's own font metrics round them for a line box.
    const ascent = Math.round(metrics.fontBoundingBoxAscent);
    const leading = lineHeightOf(style) - ascent - Math.round(metrics.fontBoundingBoxDescent);
    return { font, baseline: leading / 2 + ascent };
  }
}
