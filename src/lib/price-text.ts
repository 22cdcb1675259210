// Price words on one canvas a runner, over the buttons: docs/decisions/0003-price-canvas.md
import { priceStore } from './price-store';
import { writeText } from './write-text';

export interface PriceLines {
  readonly top: string;
  readonly bottom: string;
}

export function writeButtonWords(button: Element, lines: PriceLines): void {
  const [top, bottom] = button.children;
  if (top) writeText(top, lines.top);
  if (bottom) writeText(bottom, lines.bottom);
}

interface Cell {
  readonly button: HTMLElement;
  lines: PriceLines;
}

interface Place {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly topLine: number;
  readonly bottomLine: number;
}

interface LineLooks {
  readonly font: string;
  readonly baseline: number;
}

interface Looks {
  readonly top: LineLooks;
  readonly bottom: LineLooks;
  readonly color: string;
}

const px = (value: string): number => Number.parseFloat(value) || 0;
const fontOf = (style: CSSStyleDeclaration) => `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
const lineHeightOf = (style: CSSStyleDeclaration) => (style.lineHeight === 'normal' ? 1.2 * px(style.fontSize) : px(style.lineHeight));

/** Drawn at the end of the store's publish, which counts it. */
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

function twoD(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

const painters = new Map<Element, PriceText>();
let sizes: ResizeObserver | undefined;

const forcedColours = typeof matchMedia === 'function' ? matchMedia('(forced-colors: active)') : undefined;
let forced = forcedColours?.matches ?? false;
forcedColours?.addEventListener('change', () => {
  forced = forcedColours.matches;
  if (forced) painters.forEach((painter) => painter.writeWords());
  else restyleAll();
});

/** A font's baseline in its line box, measured on the first canvas that draws it. */
const baselines = new Map<string, number>();

function restyleAll(): void {
  baselines.clear();
  painters.forEach((painter) => painter.restyle());
}

/** Every canvas measured and drawn in the rows' first frame made it the longest task at 4× CPU. */
const SIZE_SLICE_MS = 8;
const toSize = new Map<PriceText, { width: number; height: number }>();
let sizeQueued = false;

function sizeSome(): void {
  const start = performance.now();
  const measured: PriceText[] = [];
  for (const [painter, { width, height }] of toSize) {
    toSize.delete(painter);
    if (painter.measure(width, height)) measured.push(painter);
    if (performance.now() - start >= SIZE_SLICE_MS) break;
  }
  // All measure before any resizes: a new width relayouts the page.
  for (const painter of measured) painter.applySize();
  sizeLater();
}

/** A task of its own, out of the frame that laid the rows out. */
function sizeLater(): void {
  if (toSize.size === 0 || sizeQueued) return;
  sizeQueued = true;
  setTimeout(() => {
    sizeQueued = false;
    sizeSome();
  }, 0);
}

function sizeObserver(): ResizeObserver {
  if (!sizes) {
    sizes = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const painter = painters.get(entry.target);
        if (painter) toSize.set(painter, { width: entry.contentRect.width, height: entry.contentRect.height });
      }
      sizeLater();
    });
    new MutationObserver(restyleAll).observe(document.documentElement, { attributes: true });
    document.fonts?.addEventListener('loadingdone', restyleAll);
  }
  return sizes;
}

export class PriceText {
  private canvas: HTMLCanvasElement | null = null;
  private context: CanvasRenderingContext2D | null = null;
  private readonly cells = new Map<string, Cell>();
  private places = new WeakMap<HTMLElement, Place | null>();
  private looks: Looks | null = null;
  private size = { width: 0, height: 0, ratio: 1 };
  private readonly dirty = new Set<string>();

  /** False without a 2D context: the buttons then show their own words. */
  attach(canvas: HTMLCanvasElement | null): boolean {
    if (this.canvas) {
      sizes?.unobserve(this.canvas);
      painters.delete(this.canvas);
      toSize.delete(this);
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

  get drawsWords(): boolean {
    return this.context !== null && !forced;
  }

  writeWords(): void {
    for (const { button, lines } of this.cells.values()) writeButtonWords(button, lines);
  }

  paint(key: string, button: HTMLElement, lines: PriceLines): void {
    const cell = this.cells.get(key);
    if (cell && cell.button === button) {
      if (cell.lines.top === lines.top && cell.lines.bottom === lines.bottom) return;
      cell.lines = lines;
    } else this.cells.set(key, { button, lines });
    this.dirty.add(key);
    queueDraw(this);
  }

  clear(key: string): void {
    const cell = this.cells.get(key);
    if (!cell) return;
    this.cells.delete(key);
    const place = this.placeOf(cell.button);
    if (this.context && place) this.context.clearRect(place.x, place.y, place.width, place.height);
  }

  /** Reads only: every canvas reads before any writes. */
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

  applySize(): void {
    if (!this.canvas) return;
    const { width, height, ratio } = this.size;
    this.canvas.width = Math.round(width * ratio);
    this.canvas.height = Math.round(height * ratio);
    this.redraw();
  }

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

  drawDirty(): void {
    // Resized, its new size not yet applied: nothing is drawn in the old places meanwhile.
    if (toSize.has(this)) return;
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
    for (const { place, lines } of drawn)
      context.fillText(lines.bottom, place.x + place.width / 2, place.bottomLine + looks.bottom.baseline);
  }

  private placeOf(button: HTMLElement): Place | undefined {
    const known = this.places.get(button);
    if (known !== undefined) return known ?? undefined;
    const canvas = this.canvas;
    const [top, bottom] = button.children;
    if (!canvas || !top || !bottom) return undefined;
    const box = button.getBoundingClientRect();
    if (box.width === 0) {
      this.places.set(button, null);
      return undefined;
    }
    const origin = canvas.getBoundingClientRect();
    const style = getComputedStyle(button);
    const topHeight = lineHeightOf(getComputedStyle(top));
    const bottomHeight = lineHeightOf(getComputedStyle(bottom));
    const inner = box.height - px(style.borderTopWidth) - px(style.borderBottomWidth);
    const start = box.top - origin.top + px(style.borderTopWidth) + (inner - topHeight - bottomHeight) / 2;
    const place = {
      x: box.left - origin.left,
      y: box.top - origin.top,
      width: box.width,
      height: box.height,
      topLine: start,
      bottomLine: start + topHeight,
    };
    this.places.set(button, place);
    return place;
  }

  private looksOf(button: HTMLElement): Looks | undefined {
    if (this.looks) return this.looks;
    const [top, bottom] = button.children;
    if (!top || !bottom || !this.context) return undefined;
    this.looks = {
      top: this.lineLooks(getComputedStyle(top)),
      bottom: this.lineLooks(getComputedStyle(bottom)),
      color: getComputedStyle(button).color,
    };
    return this.looks;
  }

  private lineLooks(style: CSSStyleDeclaration): LineLooks {
    const font = fontOf(style);
    const lineHeight = lineHeightOf(style);
    const key = `${font}/${lineHeight}`;
    const known = baselines.get(key);
    if (known !== undefined) return { font, baseline: known };
    const context = this.context;
    if (!context) return { font, baseline: 0 };
    context.font = font;
    const metrics = context.measureText('0');
    // Whole pixels, as the browser rounds them for a line box.
    const ascent = Math.round(metrics.fontBoundingBoxAscent);
    const leading = lineHeight - ascent - Math.round(metrics.fontBoundingBoxDescent);
    const baseline = leading / 2 + ascent;
    baselines.set(key, baseline);
    return { font, baseline };
  }
}
