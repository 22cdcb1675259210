import { describe, expect, it, vi } from 'vitest';
import { ladderTile } from '@/features/markets/model/ladder-canvas';
import { createLadderPainter } from '@/features/markets/model/ladder-painter';
import type { LadderBook } from '@/features/markets/model/ladder-rows';

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
    const first = ladderTile(canvas);
    first?.release();
    const again = ladderTile(canvas);
    await Promise.resolve();
    expect(again).toBe(first);
    expect(handedOver).toBe(1);
    expect(posted.map(({ kind }) => kind)).toEqual(['attach']);
    again?.release();
    await Promise.resolve();
    expect(posted.map(({ kind }) => kind)).toEqual(['attach', 'release']);
    vi.unstubAllGlobals();
  });
});
