// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceText } from '@/lib/price-text';

// src/lib/price-text.ts: the market rows' price words drawn on a canvas over their buttons. jsdom
// lays nothing out and has no 2D context, so the test gives the canvas a context that records its calls,
// and each button the box a browser would give it; what it checks is what a player would see: each
// cell's two lines centred in its own button, the newest of them, and nothing left where a level went.

type Call = [string, ...unknown[]];

function recordingContext() {
  const calls: Call[] = [];
  const context = {
    font: '',
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    setTransform: (...args: unknown[]) => calls.push(['setTransform', ...args]),
    clearRect: (...args: unknown[]) => calls.push(['clearRect', ...args]),
    fillText: (text: string, x: number, y: number) => calls.push(['fillText', text, x, y, context.font]),
    measureText: () => ({ fontBoundingBoxAscent: 10.4, fontBoundingBoxDescent: 2.6 }),
  };
  return { context, calls, drawn: () => calls.filter((call) => call[0] === 'fillText').map((call) => call.slice(1)) };
}

let resized: ((entries: Array<{ target: Element; contentRect: { width: number; height: number } }>) => void) | undefined;
vi.stubGlobal(
  'ResizeObserver',
  class {
    constructor(callback: typeof resized) {
      resized = callback;
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

const box = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;

/** A price button as PriceButton renders it: its price and size, at `left` in a row whose prices box
 * starts at 100, 20. Its lines' heights are 15.4 and 12.1 px (line-height 1.1 of 14 and 11 px). */
function button(left: number, borderBottom = '0px'): HTMLButtonElement {
  const element = document.createElement('button');
  element.innerHTML =
    '<span style="font-weight: 700; font-size: 14px; line-height: 15.4px">1.5</span> <span style="font-size: 11px; line-height: 12.1px">100</span>';
  element.style.borderBottomWidth = borderBottom;
  element.style.borderBottomStyle = 'solid';
  element.getBoundingClientRect = () => box(100 + left, 20, 56, 42);
  document.body.append(element);
  return element;
}

function canvasWith(context: object): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.getContext = (() => context) as unknown as typeof canvas.getContext;
  canvas.getBoundingClientRect = () => box(100, 20, 345, 42);
  document.body.append(canvas);
  return canvas;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A PriceText on a canvas that has had its first size, its recorded calls cleared. */
async function sizedPriceText() {
  const recording = recordingContext();
  const text = new PriceText();
  const canvas = canvasWith(recording.context);
  text.attach(canvas);
  resized?.([{ target: canvas, contentRect: { width: 345, height: 42 } }]);
  await nextTask();
  recording.calls.length = 0;
  return { ...recording, text, canvas };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('price text on a canvas', () => {
  it("draws each cell's two lines centred in its button once the canvas has a size, sharp at the screen's pixel ratio", async () => {
    const { context, calls, drawn } = recordingContext();
    const text = new PriceText();
    const canvas = canvasWith(context);
    expect(text.attach(canvas)).toBe(true);
    const back = button(0);
    text.paint('back', back, { top: '1.85', bottom: '15.2k' });
    await nextTask();
    expect(drawn()).toEqual([]); // no size yet: nothing is guessed

    vi.stubGlobal('devicePixelRatio', 2);
    resized?.([{ target: canvas, contentRect: { width: 345, height: 42 } }]);
    expect(drawn()).toEqual([]); // sized a task after the frame that laid it out
    await nextTask();
    expect([canvas.width, canvas.height]).toEqual([690, 84]);
    expect(calls[0]).toEqual(['setTransform', 2, 0, 0, 2, 0, 0]);
    // The two lines (27.5 px) centred in 42 px start at 7.25; each baseline sits half its leading
    // (line height less the font's 10 + 3 px) below its line's top, then the ascent.
    const start = (42 - 15.4 - 12.1) / 2;
    expect(drawn()).toEqual([
      ['1.85', 28, expect.closeTo(start + (15.4 - 13) / 2 + 10), expect.stringContaining('700 14px')],
      ['15.2k', 28, expect.closeTo(start + 15.4 + (12.1 - 13) / 2 + 10), expect.stringContaining('11px')],
    ]);
    vi.unstubAllGlobals();
  });

  it('shows the newest lines of a burst, drawn once at the end of the task with the font set once a line', async () => {
    const { calls, drawn, text } = await sizedPriceText();
    const back = button(0);
    const lay = button(59, '3px');
    text.paint('back', back, { top: '1.85', bottom: '100' });
    text.paint('lay', lay, { top: '1.86', bottom: '200' });
    text.paint('back', back, { top: '1.84', bottom: '300' });
    expect(drawn()).toEqual([]);
    await nextTask();
    expect(drawn().map(([words, x]) => [words, x])).toEqual([
      ['1.84', 28],
      ['1.86', 87],
      ['300', 28],
      ['200', 87],
    ]);
    // The lay button's thicker bottom edge lifts its lines by half of it.
    const [backTop, layTop] = drawn()
      .slice(0, 2)
      .map((call) => call[2] as number);
    expect((backTop ?? 0) - (layTop ?? 0)).toBeCloseTo(1.5);
    // Each cell's box is cleared before it is drawn, so no old digit shows under a shorter price.
    expect(calls.filter((call) => call[0] === 'clearRect')).toEqual([
      ['clearRect', 0, 0, 56, 42],
      ['clearRect', 59, 0, 56, 42],
    ]);
  });

  it('leaves nothing where a level went away, and stops drawing a cell that left the page', async () => {
    const { calls, drawn, text, canvas } = await sizedPriceText();
    const back = button(0);
    const lay = button(59);
    text.paint('back', back, { top: '1.85', bottom: '100' });
    text.paint('lay', lay, { top: '1.86', bottom: '100' });
    await nextTask();
    calls.length = 0;
    text.clear('lay');
    expect(calls).toEqual([['clearRect', 59, 0, 56, 42]]);
    back.remove();
    calls.length = 0;
    resized?.([{ target: canvas, contentRect: { width: 345, height: 42 } }]);
    await nextTask();
    expect(drawn()).toEqual([]);
  });

  it("measures every runner's buttons before any canvas takes its new size, so a resize lays the page out once", async () => {
    // A canvas's new bitmap width dirties the layout: a button measured after it makes the browser lay
    // the page out again, once a runner of the market.
    // Frozen clock: both canvases fall in one 8 ms slice however loaded the machine is.
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const steps: string[] = [];
    const runners = ['first', 'second'].map((name, row) => {
      const { context } = recordingContext();
      const text = new PriceText();
      const canvas = canvasWith(context);
      Object.defineProperty(canvas, 'width', { set: () => steps.push(`${name} sized`), get: () => 0 });
      text.attach(canvas);
      const back = button(0);
      back.getBoundingClientRect = () => {
        steps.push(`${name} measured`);
        return box(100, 20 + row * 50, 56, 42);
      };
      text.paint('back', back, { top: '1.85', bottom: '100' });
      return { canvas };
    });
    await nextTask();
    resized?.(runners.map(({ canvas }) => ({ target: canvas, contentRect: { width: 345, height: 42 } })));
    await nextTask();
    expect(steps).toEqual(['first measured', 'second measured', 'first sized', 'second sized']);
  });

  it("sizes the canvases out of the rows' frame, a task at a time, top first, and draws none on a bitmap of the wrong size", async () => {
    // On a slow phone every canvas of a market drawn in one task made the rows' arrival a long task.
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
    const runners = ['first', 'second', 'third'].map((name, row) => {
      const recording = recordingContext();
      const text = new PriceText();
      const canvas = canvasWith(recording.context);
      text.attach(canvas);
      const back = button(0);
      back.getBoundingClientRect = () => box(100, 20 + row * 50, 56, 42);
      canvas.getBoundingClientRect = () => box(100, 20 + row * 50, 345, 42);
      text.paint('back', back, { top: `1.${row + 1}`, bottom: name });
      return { ...recording, canvas, text, back };
    });
    await nextTask();
    resized?.(runners.map(({ canvas }) => ({ target: canvas, contentRect: { width: 345, height: 42 } })));
    const shown = () => runners.map(({ drawn }) => drawn().map(([words]) => words));
    expect(shown()).toEqual([[], [], []]);
    await nextTask();
    expect(runners.map(({ canvas }) => canvas.width)).toEqual([345, 300, 300]);
    expect(shown()).toEqual([['1.1', 'first'], [], []]);

    // A tick before its turn waits for the size; the canvas then draws the newest words.
    const third = runners[2];
    third?.text.paint('back', third.back, { top: '1.9', bottom: 'third' });
    await nextTask();
    expect(shown()).toEqual([['1.1', 'first'], ['1.2', 'second'], []]);
    await nextTask();
    expect(runners.map(({ canvas }) => canvas.width)).toEqual([345, 345, 345]);
    expect(shown()[2]).toEqual(['1.9', 'third']);
    now.mockRestore();
  });

  it('draws nothing on a canvas resized again until its new size is applied, then the newest words', async () => {
    // The old bitmap's places are not the new layout's: a word drawn there would show in the wrong cell.
    const { drawn, text, canvas } = await sizedPriceText();
    const back = button(0);
    resized?.([{ target: canvas, contentRect: { width: 300, height: 42 } }]);
    text.paint('back', back, { top: '1.85', bottom: '100' });
    await Promise.resolve();
    expect(drawn()).toEqual([]);
    await nextTask();
    expect(canvas.width).toBe(300);
    expect(drawn().map(([words]) => words)).toEqual(['1.85', '100']);
  });

  it('draws the words while it can, and hands them back to the buttons when it cannot show them', async () => {
    const { context } = recordingContext();
    const text = new PriceText();
    const canvas = canvasWith(context);
    expect(text.drawsWords).toBe(false); // no canvas yet: the buttons show their words
    text.attach(canvas);
    expect(text.drawsWords).toBe(true);
    const back = button(0);
    text.paint('back', back, { top: '1.91', bottom: '4.2k' });
    await nextTask();
    expect(back).toHaveTextContent('1.5 100'); // the hidden words are not written on a tick
    text.writeWords();
    expect(back).toHaveTextContent('1.91 4.2k');
  });

  it('says it cannot draw where there is no 2D context, so the buttons show their own words', () => {
    const canvas = document.createElement('canvas');
    canvas.getContext = (() => null) as unknown as typeof canvas.getContext;
    expect(new PriceText().attach(canvas)).toBe(false);
  });
});
