import { describe, expect, it, vi } from 'vitest';
import {
  cellKey,
  createPriceStore,
  marketStatusKey,
  runnerStatusKey,
  type EventOddsSnapshot,
  type FrameScheduler,
  type OddsUpdate,
} from '@/lib/price-store';

// The price store: per-selection subscriptions, published once per animation frame.

/** Frames run by hand; `runFrame(at)` gives the frame its start time, as requestAnimationFrame does. */
function manualFrames(): { schedule: FrameScheduler; runFrame: (at?: number) => void; pendingFrames: () => number } {
  let queued: Array<(frameTime?: number) => void> = [];
  return {
    schedule: (flush) => {
      queued.push(flush);
    },
    runFrame: (at) => {
      const run = queued;
      queued = [];
      run.forEach((flush) => flush(at));
    },
    pendingFrames: () => queued.length,
  };
}

const E = 3001;
const M = 300101;
const update = (runnerId: number, backPrice: number, size = 100): OddsUpdate => ({
  eventId: E,
  marketId: M,
  runnerId,
  status: 'ACTIVE',
  back: [{ price: backPrice, size }],
  lay: [{ price: backPrice + 0.02, size }],
});

describe('price store', () => {
  it('calls a listener of many keys once per frame, however many of its keys changed', () => {
    const frames = manualFrames();
    const store = createPriceStore(frames.schedule);
    const book = vi.fn();
    const runners = [3001011, 3001012, 3001013];
    for (const runnerId of runners) {
      store.subscribe(runnerStatusKey(E, M, runnerId), book);
      for (const side of ['back', 'lay'] as const) store.subscribe(cellKey(E, M, runnerId, side, 0), book);
    }
    for (const runnerId of runners) store.applyOddsUpdate(update(runnerId, 1.5));
    frames.runFrame();
    expect(book).toHaveBeenCalledTimes(1);

    store.applyOddsUpdate(update(3001012, 1.6));
    frames.runFrame();
    expect(book).toHaveBeenCalledTimes(2);
    frames.runFrame();
    expect(book).toHaveBeenCalledTimes(2);
  });

  it("calls its after-publish listeners once a publish, after the cells' listeners (the canvases draw then)", () => {
    const frames = manualFrames();
    const store = createPriceStore(frames.schedule);
    const calls: string[] = [];
    store.subscribe(cellKey(E, M, 3001011, 'back', 0), () => calls.push('cell'));
    store.afterPublish(() => calls.push('after'));
    store.applyOddsUpdate(update(3001011, 1.5));
    store.applyOddsUpdate(update(3001011, 1.51));
    frames.runFrame();
    expect(calls).toEqual(['cell', 'after']);
    frames.runFrame(); // nothing pending: no publish
    expect(calls).toEqual(['cell', 'after']);
  });

  it('publishes 100 updates in one frame as one notification per changed cell', () => {
    const frames = manualFrames();
    const store = createPriceStore(frames.schedule);
    const runners = Array.from({ length: 10 }, (_, index) => 3001011 + index);
    const listeners = new Map(runners.map((runnerId) => [runnerId, vi.fn()]));
    for (const runnerId of runners) store.subscribe(cellKey(E, M, runnerId, 'back', 0), listeners.get(runnerId) ?? vi.fn());
    const untouched = vi.fn();
    store.subscribe(cellKey(E, M, 9999, 'back', 0), untouched);

    // Ten updates per runner in the same frame: only the last price of each counts.
    for (let round = 0; round < 10; round += 1) {
      for (const runnerId of runners) store.applyOddsUpdate(update(runnerId, 1.5 + round / 100));
    }
    expect(frames.pendingFrames()).toBe(1);
    for (const listener of listeners.values()) expect(listener).not.toHaveBeenCalled();

    frames.runFrame();
    for (const listener of listeners.values()) expect(listener).toHaveBeenCalledTimes(1);
    expect(untouched).not.toHaveBeenCalled();
    expect(store.getCell(cellKey(E, M, 3001011, 'back', 0))).toEqual({ price: 1.59, size: 100 });
  });

  it('does not notify a cell whose value came back to where it was within the frame', () => {
    const frames = manualFrames();
    const store = createPriceStore(frames.schedule);
    store.applyOddsUpdate(update(1, 2));
    frames.runFrame();
    const listener = vi.fn();
    store.subscribe(cellKey(E, M, 1, 'back', 0), listener);
    store.applyOddsUpdate(update(1, 2.02));
    store.applyOddsUpdate(update(1, 2));
    frames.runFrame();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps a snapshot stable while nothing changes (useSyncExternalStore needs that)', () => {
    const frames = manualFrames();
    const store = createPriceStore(frames.schedule);
    store.applyOddsUpdate(update(1, 2));
    frames.runFrame();
    const before = store.getCell(cellKey(E, M, 1, 'back', 0));
    store.applyOddsUpdate(update(1, 2));
    frames.runFrame();
    expect(store.getCell(cellKey(E, M, 1, 'back', 0))).toBe(before);
  });

  it('shows the old value until the frame is published', () => {
    const frames = manualFrames();
    const store = createPriceStore(frames.schedule);
    store.applyOddsUpdate(update(1, 2));
    expect(store.getCell(cellKey(E, M, 1, 'back', 0))).toBeUndefined();
    frames.runFrame();
    expect(store.getCell(cellKey(E, M, 1, 'back', 0))?.price).toBe(2);
  });

  it('clears levels a runner no longer offers, and tracks runner and market status', () => {
    const frames = manualFrames();
    const store = createPriceStore(frames.schedule);
    store.applyOddsUpdate({
      ...update(1, 2),
      back: [
        { price: 2, size: 1 },
        { price: 1.99, size: 2 },
      ],
    });
    frames.runFrame();
    expect(store.getCell(cellKey(E, M, 1, 'back', 1))).toEqual({ price: 1.99, size: 2 });
    const level2 = vi.fn();
    store.subscribe(cellKey(E, M, 1, 'back', 1), level2);
    store.applyOddsUpdate({ ...update(1, 2), status: 'SUSPENDED', back: [{ price: 2, size: 1 }] });
    store.applyMarketStatus({ eventId: E, marketId: M, status: 'BALLRUNNING' });
    frames.runFrame();
    expect(store.getCell(cellKey(E, M, 1, 'back', 1))).toBeUndefined();
    expect(level2).toHaveBeenCalledTimes(1);
    expect(store.getStatus(runnerStatusKey(E, M, 1))).toBe('SUSPENDED');
    expect(store.getStatus(marketStatusKey(E, M))).toBe('BALLRUNNING');
  });

  it('takes a whole poll, and a push naming a fancy line by its own market id', () => {
    const frames = manualFrames();
    const store = createPriceStore(frames.schedule);
    const fancyMarket = 300104;
    const lineMarket = 300110;
    const snapshot: EventOddsSnapshot = {
      eventId: E,
      matchOdds: {
        marketId: M,
        status: 'ACTIVE',
        runners: [{ id: 3001011, marketId: M, status: 'ACTIVE', back: [{ price: 1.85, size: 10 }], lay: [] }],
      },
      bookmaker: null,
      toss: null,
      fancy: {
        marketId: fancyMarket,
        status: 'ACTIVE',
        runners: [
          { id: 3001101, marketId: lineMarket, status: 'ACTIVE', back: [{ price: 53, size: 100 }], lay: [{ price: 52, size: 100 }] },
        ],
      },
      goalsmaker: [],
    };
    store.applyEventOdds(snapshot);
    frames.runFrame();
    expect(store.getCell(cellKey(E, M, 3001011, 'back', 0))?.price).toBe(1.85);
    expect(store.getCell(cellKey(E, fancyMarket, 3001101, 'lay', 0))).toEqual({ price: 52, size: 100 });

    store.applyOddsUpdate({
      eventId: E,
      marketId: lineMarket,
      runnerId: 3001101,
      status: 'ACTIVE',
      back: [{ price: 54, size: 100 }],
      lay: [{ price: 53, size: 100 }],
    });
    frames.runFrame();
    expect(store.getCell(cellKey(E, fancyMarket, 3001101, 'back', 0))?.price).toBe(54);
  });

  it('holds changes while paused (WCAG 2.2.2) and publishes them on resume', () => {
    const frames = manualFrames();
    const store = createPriceStore(frames.schedule);
    const listener = vi.fn();
    store.subscribe(cellKey(E, M, 1, 'back', 0), listener);
    store.setPaused(true);
    store.applyOddsUpdate(update(1, 2));
    frames.runFrame();
    expect(listener).not.toHaveBeenCalled();
    store.setPaused(false);
    frames.runFrame();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  describe('backs off when frames run long (docs/performance.md "Price cells written to the DOM")', () => {
    const key = cellKey(E, M, 1, 'back', 0);
    const shown = (store: ReturnType<typeof createPriceStore>) => store.getCell(key)?.price;

    it('waits one frame after a frame that ran long, then shows the newest value: only intermediate values are dropped', () => {
      const frames = manualFrames();
      const store = createPriceStore(frames.schedule);
      const seen: Array<number | undefined> = [];
      store.subscribe(key, () => seen.push(shown(store)));
      store.applyOddsUpdate(update(1, 2));
      frames.runFrame(0);
      store.applyOddsUpdate(update(1, 2.02));
      // 40 ms after the last publishing frame: that frame ran long, so this one leaves the screen alone.
      frames.runFrame(40);
      expect(shown(store)).toBe(2);
      store.applyOddsUpdate(update(1, 2.04));
      frames.runFrame(57);
      expect(shown(store)).toBe(2.04);
      expect(seen).toEqual([2, 2.04]);
      expect(frames.pendingFrames()).toBe(0);
    });

    it('publishes at once after an idle gap, which is not a long frame', () => {
      const frames = manualFrames();
      const store = createPriceStore(frames.schedule);
      store.applyOddsUpdate(update(1, 2));
      frames.runFrame(0);
      store.applyOddsUpdate(update(1, 2.02));
      frames.runFrame(1500);
      expect(shown(store)).toBe(2.02);
    });

    it('holds changes back for at most three frames after a publish that cost a whole frame', () => {
      let clock = 0;
      const spy = vi.spyOn(performance, 'now').mockImplementation(() => clock);
      try {
        const frames = manualFrames();
        const store = createPriceStore(frames.schedule);
        // The first publish costs 20 ms (five times the budget): the next frames wait, three at most.
        const stop = store.subscribe(key, () => {
          clock += 20;
        });
        store.applyOddsUpdate(update(1, 2));
        frames.runFrame(0);
        stop();
        store.applyOddsUpdate(update(1, 2.02));
        for (const at of [17, 33, 50]) {
          frames.runFrame(at);
          expect(shown(store)).toBe(2);
        }
        frames.runFrame(67);
        expect(shown(store)).toBe(2.02);
      } finally {
        spy.mockRestore();
      }
    });

    it('calls at most a slice of listeners a publish once they are dear, oldest changes first, and the rest in later frames', () => {
      let clock = 0;
      const spy = vi.spyOn(performance, 'now').mockImplementation(() => clock);
      try {
        const frames = manualFrames();
        const store = createPriceStore(frames.schedule);
        const runners = Array.from({ length: 100 }, (_, index) => index + 1);
        const publishes: number[][] = [];
        let called: number[] = [];
        // A listener costs 0.5 ms: a 6 ms slice affords 12, and a publish calls at least 24.
        for (const runner of runners) {
          store.subscribe(cellKey(E, M, runner, 'back', 0), () => {
            clock += 0.5;
            called.push(runner);
          });
        }
        store.afterPublish(() => {
          publishes.push(called);
          called = [];
        });
        runners.forEach((runner) => store.applyOddsUpdate(update(runner, 2)));
        frames.runFrame(0);
        // Before its cost is known, a publish calls them all.
        expect(publishes).toEqual([runners]);
        [...runners].reverse().forEach((runner) => store.applyOddsUpdate(update(runner, 3)));
        // A newer value of a change still waiting keeps that change's place.
        store.applyOddsUpdate(update(100, 4));
        let at = 17;
        for (; publishes.length < 2 && at < 2000; at += 17) frames.runFrame(at);
        // A change a slice left waiting, written again, keeps its place too.
        expect(publishes[1]).not.toContain(50);
        store.applyOddsUpdate(update(50, 5));
        for (; frames.pendingFrames() > 0 && at < 2000; at += 17) frames.runFrame(at);
        const later = publishes.slice(1);
        expect(later.length).toBeGreaterThanOrEqual(5);
        expect(later.every((publish) => publish.length <= 24)).toBe(true);
        expect(later.flat()).toEqual([...runners].reverse());
        expect(store.getCell(cellKey(E, M, 100, 'back', 0))?.price).toBe(4);
        expect(store.getCell(cellKey(E, M, 50, 'back', 0))?.price).toBe(5);
        expect(store.getCell(cellKey(E, M, 1, 'back', 0))?.price).toBe(3);
      } finally {
        spy.mockRestore();
      }
    });
  });
});
