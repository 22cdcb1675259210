// One canvas a ladder under its rendered rows (docs/decisions/0003): each canvas costs every commit.
import { drawRows, sizeCanvas, type Column, type LadderLooks, type ToMain, type ToWorker } from './ladder-draw';
import type { RowWindow } from './ladder-rows';

export { DRAWN_STRIDE, type LadderLooks } from './ladder-draw';

const fontOf = (style: CSSStyleDeclaration) => `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;

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

export function ladderLooks(sample: HTMLElement, rowHeight: number): LadderLooks | null {
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

const sameLooks = (a: LadderLooks | null, b: LadderLooks) =>
  a !== null && (Object.keys(b) as Array<keyof LadderLooks>).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
const sameWindow = (a: RowWindow, b: RowWindow) => a.first === b.first && a.last === b.last;

export interface LadderSurface {
  /** True: cleared, to be drawn again. */
  fit(looks: LadderLooks, rows: RowWindow): boolean;
  /** DRAWN_STRIDE numbers a row, read during the call. */
  draw(figures: readonly number[]): void;
  release(): void;
}

// A 3× phone's bitmap would take ~2.25× the memory for no figure a player can tell apart.
const pixelRatio = () => Math.min(2, window.devicePixelRatio || 1);

function mainThreadSurface(canvas: HTMLCanvasElement): LadderSurface | null {
  const context = twoD(canvas);
  if (!context) return null;
  let looks: LadderLooks | null = null;
  let span: RowWindow = { first: 0, last: -1 };
  return {
    fit(next, rows) {
      if (sameLooks(looks, next) && sameWindow(span, rows)) return false;
      looks = next;
      span = rows;
      sizeCanvas(canvas, context, next, rows, pixelRatio());
      return true;
    },
    draw(figures) {
      if (looks) drawRows(context, looks, span, figures);
    },
    release() {},
  };
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, (first: number) => void>();
const draws: number[] = [];

/** One message and one buffer a frame for every ladder: a message cost ~0.5 ms at 4×, a buffer more. */
function postDraw(target: Worker, id: number, figures: readonly number[]): void {
  if (draws.length === 0)
    queueMicrotask(() => {
      const batch = Float64Array.from(draws);
      draws.length = 0;
      target.postMessage({ kind: 'draw', draws: batch } satisfies ToWorker, [batch.buffer]);
    });
  draws.push(id, figures.length, ...figures);
}

function canvasWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./ladder-canvas-worker.ts', import.meta.url), { type: 'module', name: 'ladder-canvas' });
  worker.onmessage = ({ data }: MessageEvent<ToMain>) => waiting.get(data.id)?.(data.first);
  return worker;
}

/** A canvas hands its control over once: React's strict mode attaches a ref twice. */
const transferred = new WeakMap<HTMLCanvasElement, { surface: LadderSurface; keep: () => void }>();

/** Drawn and committed off the main thread: a ladder's bitmap copy cost ~3 ms a frame at 4× (decision 0022). */
function workerSurface(canvas: HTMLCanvasElement): LadderSurface {
  const known = transferred.get(canvas);
  if (known) {
    known.keep();
    return known.surface;
  }
  const id = (nextId += 1);
  const target = canvasWorker();
  const offscreen = canvas.transferControlToOffscreen();
  target.postMessage({ kind: 'attach', id, canvas: offscreen } satisfies ToWorker, [offscreen]);
  let looks: LadderLooks | null = null;
  let span: RowWindow = { first: 0, last: -1 };
  let releasing = false;
  // Hidden from a move to its first drawing at the new rows: never a figure beside another price.
  waiting.set(id, (first) => {
    if (first === span.first) canvas.style.visibility = '';
  });
  const surface: LadderSurface = {
    fit(next, rows) {
      if (sameLooks(looks, next) && sameWindow(span, rows)) return false;
      looks = next;
      span = rows;
      canvas.style.visibility = 'hidden';
      target.postMessage({ kind: 'fit', id, looks: next, rows, ratio: pixelRatio() } satisfies ToWorker);
      return true;
    },
    draw(figures) {
      if (looks) postDraw(target, id, figures);
    },
    release() {
      releasing = true;
      queueMicrotask(() => {
        if (!releasing) return;
        transferred.delete(canvas);
        waiting.delete(id);
        target.postMessage({ kind: 'release', id } satisfies ToWorker);
      });
    },
  };
  transferred.set(canvas, { surface, keep: () => (releasing = false) });
  return surface;
}

export function ladderSurface(canvas: HTMLCanvasElement): LadderSurface | null {
  const offscreen = typeof Worker === 'function' && typeof canvas.transferControlToOffscreen === 'function';
  return offscreen ? workerSurface(canvas) : mainThreadSurface(canvas);
}
