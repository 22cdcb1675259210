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

function manualFrames(): { schedule: FrameScheduler; runFrame: () => void; pendingFrames: () => number } {
  let queued: Array<() => void> = [];
  return {
    schedule: (flush) => {
      queued.push(flush);
    },
    runFrame: () => {
      const run = queued;
      queued = [];
      run.forEach((flush) => flush());
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
    store.applyOddsUpdate({ ...update(1, 2), back: [{ price: 2, size: 1 }, { price: 1.99, size: 2 }] });
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
      matchOdds: { marketId: M, status: 'ACTIVE', runners: [{ id: 3001011, marketId: M, status: 'ACTIVE', back: [{ price: 1.85, size: 10 }], lay: [] }] },
      bookmaker: null,
      toss: null,
      fancy: { marketId: fancyMarket, status: 'ACTIVE', runners: [{ id: 3001101, marketId: lineMarket, status: 'ACTIVE', back: [{ price: 53, size: 100 }], lay: [{ price: 52, size: 100 }] }] },
      goalsmaker: [],
    };
    store.applyEventOdds(snapshot);
    frames.runFrame();
    expect(store.getCell(cellKey(E, M, 3001011, 'back', 0))?.price).toBe(1.85);
    expect(store.getCell(cellKey(E, fancyMarket, 3001101, 'lay', 0))).toEqual({ price: 52, size: 100 });

    store.applyOddsUpdate({ eventId: E, marketId: lineMarket, runnerId: 3001101, status: 'ACTIVE', back: [{ price: 54, size: 100 }], lay: [{ price: 53, size: 100 }] });
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
});
