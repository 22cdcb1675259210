// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ladderSurface } from '@/features/markets/model/ladder-canvas';
import { createLadderPainter, NAMES_EVERY_MS, type LadderRowCells } from '@/features/markets/model/ladder-painter';
import { rowOfPrice, type LadderBook } from '@/features/markets/model/ladder-rows';

// Ten live ladders share the frames (decision 0003): a slow paint defers the others, never loses them.

const book = (totalMatched: number): LadderBook => ({
  status: 'ACTIVE',
  back: [{ price: 2.5, size: 10 }],
  lay: [],
  traded: [],
  lastPriceTraded: null,
  totalMatched,
  marketTotalMatched: totalMatched,
});

const frame = () => new Promise((resolve) => setTimeout(resolve, 20));

function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('the ladders’ painting', () => {
  it('paints what a frame affords, then the rest next frame, each with its newest book', async () => {
    const shown: number[][] = [[], [], []];
    const painters = shown.map((paints) => {
      const painter = createLadderPainter();
      painter.onPaint((painted) => {
        paints.push(painted.totalMatched);
        busy(8);
      });
      return painter;
    });
    painters.forEach((painter, index) => painter.update(book(index)));
    painters.forEach((painter, index) => painter.update(book(100 + index)));
    await frame();
    expect(shown.filter((paints) => paints.length > 0)).toHaveLength(1);
    await frame();
    await frame();
    expect(shown).toEqual([[100], [101], [102]]);
  });

  it('paints a ladder that waited before one that changed since', async () => {
    const order: string[] = [];
    const [first, second] = ['first', 'second'].map((name) => {
      const painter = createLadderPainter();
      painter.onPaint(() => {
        order.push(name);
        busy(8);
      });
      return painter;
    });
    first?.update(book(1));
    second?.update(book(1));
    await frame();
    first?.update(book(2));
    await frame();
    await frame();
    expect(order).toEqual(['first', 'second', 'first']);
  });
});

describe('the ladder’s canvas in a worker', () => {
  it('hands a canvas over once when React attaches it twice, and lets it go when it is gone', async () => {
    const posted: Array<{ kind: string }> = [];
    vi.stubGlobal(
      'Worker',
      class {
        onmessage = null;
        postMessage(message: { kind: string }) {
          posted.push(message);
        }
      },
    );
    const canvas = document.createElement('canvas');
    let handedOver = 0;
    Object.assign(canvas, {
      transferControlToOffscreen() {
        handedOver += 1;
        if (handedOver > 1) throw new DOMException('Cannot transfer control more than once', 'InvalidStateError');
        return {};
      },
    });
    const first = ladderSurface(canvas);
    first?.release();
    const again = ladderSurface(canvas);
    await Promise.resolve();
    expect(again).toBe(first);
    expect(handedOver).toBe(1);
    expect(posted.map(({ kind }) => kind)).toEqual(['attach']);
    again?.release();
    await Promise.resolve();
    expect(posted.map(({ kind }) => kind)).toEqual(['attach', 'release']);
    vi.unstubAllGlobals();
  });

  it('sends every ladder’s rows of a frame in one message and one transferred buffer', async () => {
    const posted: Array<{ message: { kind: string; draws?: Float64Array }; transfer: unknown[] }> = [];
    vi.stubGlobal(
      'Worker',
      class {
        onmessage = null;
        postMessage(message: { kind: string }, transfer: unknown[] = []) {
          posted.push({ message, transfer });
        }
      },
    );
    vi.resetModules();
    const { ladderSurface: freshSurface } = await import('@/features/markets/model/ladder-canvas');
    const looks = { width: 100, rowHeight: 32, moneyFont: '', moneyColor: '', tradedFont: '', tradedColor: '', barColor: '' };
    const column = { x: 0, width: 10 };
    const surfaces = [1, 2].map(() => {
      const canvas = document.createElement('canvas');
      Object.assign(canvas, { transferControlToOffscreen: () => ({}) });
      const surface = freshSurface(canvas);
      surface?.fit({ ...looks, back: column, lay: column, traded: column }, { first: 0, last: 9 });
      return surface;
    });
    surfaces[0]?.draw([4, 10, 0, 0, 0]);
    surfaces[1]?.draw([5, 0, 20, 0, 0, 6, 0, 30, 0, 0]);
    await Promise.resolve();
    const draws = posted.filter(({ message }) => message.kind === 'draw');
    expect(draws).toHaveLength(1);
    expect(draws[0]?.transfer).toHaveLength(1);
    // Per ladder: its id, its numbers' count, its numbers.
    const batch = [...(draws[0]?.message.draws ?? [])];
    expect(batch.slice(1, 7)).toEqual([5, 4, 10, 0, 0, 0]);
    expect(batch.slice(8)).toEqual([10, 5, 0, 20, 0, 0, 6, 0, 30, 0, 0]);
    surfaces.forEach((surface) => surface?.release());
    vi.unstubAllGlobals();
  });
});

const backsOf = (size: number, ...prices: number[]): LadderBook => ({ ...book(0), back: prices.map((price) => ({ price, size })) });

function rowCells(): LadderRowCells {
  const element = () => document.createElement('div');
  return {
    row: element(),
    back: element(),
    backText: element(),
    lay: element(),
    layText: element(),
    price: element(),
    traded: element(),
    tradedText: element(),
    tradedBar: element(),
  };
}

describe('the ladder cells’ names', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const tick = () => vi.advanceTimersByTime(20);

  it('are written at most every NAMES_EVERY_MS, the tab stop’s row at every paint, and the newest always in the end', async () => {
    const painter = createLadderPainter();
    const tab = { row: rowOfPrice(2.5) ?? -1, cells: rowCells() };
    const other = { row: rowOfPrice(2.52) ?? -1, cells: rowCells() };
    for (const { row, cells } of [tab, other]) painter.attach(row, cells);
    painter.setTabRow(tab.row);
    const name = (cells: LadderRowCells) => cells.back.getAttribute('aria-label');
    painter.update(backsOf(10, 2.5, 2.52));
    tick();
    expect(name(tab.cells)).toBe('Back at 2.5, ₹10 available');
    expect(name(other.cells)).toBe('Back at 2.52, ₹10 available');

    painter.update(backsOf(20, 2.5, 2.52));
    tick();
    expect(name(tab.cells)).toBe('Back at 2.5, ₹20 available');
    expect(name(other.cells)).toBe('Back at 2.52, ₹10 available');
    vi.advanceTimersByTime(NAMES_EVERY_MS);
    expect(name(other.cells)).toBe('Back at 2.52, ₹20 available');
  });

  it('names a row the moment it becomes the tab stop', async () => {
    const painter = createLadderPainter();
    const row = rowOfPrice(3) ?? -1;
    const cells = rowCells();
    painter.attach(row, cells);
    painter.update(backsOf(5, 3));
    tick();
    painter.update(backsOf(7, 3));
    tick();
    expect(cells.back.getAttribute('aria-label')).toBe('Back at 3, ₹5 available');
    painter.setTabRow(row);
    expect(cells.back.getAttribute('aria-label')).toBe('Back at 3, ₹7 available');
  });
});
