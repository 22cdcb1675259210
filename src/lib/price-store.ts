// Live prices outside React: docs/decisions/0003-price-canvas.md
import type { PriceSize, Status } from './exchange/types';

export type PriceSide = 'back' | 'lay';

/** Up to three levels a side (openapi Runner.back/lay maxItems 3), best first. */
export const PRICE_LEVELS = [0, 1, 2] as const;
export type PriceLevelIndex = (typeof PRICE_LEVELS)[number];

export interface PriceLevel {
  readonly price: number;
  readonly size: number;
}

export interface OddsUpdate {
  readonly eventId: number;
  readonly marketId: number;
  readonly runnerId: number;
  readonly status: Status;
  readonly back: readonly PriceLevel[];
  readonly lay: readonly PriceLevel[];
}

export interface MarketStatusUpdate {
  readonly eventId: number;
  readonly marketId: number;
  readonly status: Status;
}

export interface EventOddsSnapshot {
  readonly eventId: number;
  readonly matchOdds: MarketSnapshot | null;
  readonly bookmaker: MarketSnapshot | null;
  readonly toss: MarketSnapshot | null;
  readonly fancy: MarketSnapshot | null;
  readonly goalsmaker: readonly MarketSnapshot[];
}

export interface MarketSnapshot {
  readonly marketId: number;
  readonly status: Status;
  readonly runners: ReadonlyArray<{
    readonly id: number;
    readonly marketId: number;
    readonly status: Status;
    readonly back: readonly PriceSize[];
    readonly lay: readonly PriceSize[];
  }>;
}

export const cellKey = (eventId: number, marketId: number, runnerId: number, side: PriceSide, level: PriceLevelIndex): string =>
  `${eventId}|${marketId}|${runnerId}|${side}|${level}`;
export const runnerStatusKey = (eventId: number, marketId: number, runnerId: number): string => `${eventId}|${marketId}|${runnerId}|status`;
export const marketStatusKey = (eventId: number, marketId: number): string => `${eventId}|${marketId}|status`;

type Value = PriceLevel | Status;
type Listener = () => void;

export type FrameScheduler = (flush: (frameTime?: number) => void) => void;

const nextFrame: FrameScheduler = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame((frameTime) => flush(frameTime));
  else setTimeout(flush, 16);
};

// The back-off's and the slice's figures: docs/decisions/0003-price-canvas.md
const LONG_FRAME_MS = 25;
const IDLE_GAP_MS = 100;
const PUBLISH_BUDGET_MS = 4;
const MAX_FRAMES_WAITED = 3;
const PUBLISH_SLICE_MS = 6;
const MIN_LISTENERS_A_PUBLISH = 24;

function sameValue(a: Value | undefined, b: Value | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || typeof a === 'string' || typeof b === 'string') return false;
  return a.price === b.price && a.size === b.size;
}

export interface PriceStore {
  /** A fancy line's update may name its own market; cells use the market shown. */
  applyOddsUpdate(update: OddsUpdate): void;
  applyMarketStatus(update: MarketStatusUpdate): void;
  applyEventOdds(odds: EventOddsSnapshot): void;
  getCell(key: string): PriceLevel | undefined;
  getStatus(key: string): Status | undefined;
  /** Once per publish, however many of its keys changed. */
  subscribe(key: string, listener: Listener): () => void;
  /** Counted in the publish's cost. */
  afterPublish(listener: Listener): void;
  /** WCAG 2.2.2: while paused, changes wait. */
  setPaused(paused: boolean): void;
  flush(): void;
}

/** Only intermediate values are dropped: pending keeps each cell's newest. */
function createBackoff() {
  let lastPublishFrame: number | undefined;
  let framesToWait = 0;
  return {
    waits(frameTime: number | undefined): boolean {
      if (frameTime !== undefined && lastPublishFrame !== undefined) {
        const gap = frameTime - lastPublishFrame;
        if (gap > LONG_FRAME_MS && gap < IDLE_GAP_MS) framesToWait = Math.max(framesToWait, 1);
      }
      if (framesToWait === 0) return false;
      framesToWait -= 1;
      // A gap after a waiting frame is not a long frame.
      lastPublishFrame = undefined;
      return true;
    },
    published(frameTime: number | undefined, cost: number): void {
      lastPublishFrame = frameTime;
      framesToWait = Math.min(MAX_FRAMES_WAITED, Math.floor(cost / PUBLISH_BUDGET_MS));
    },
  };
}

function createSlice() {
  let msPerListener = 0;
  return {
    publish(flush: (limit: number) => number): number {
      const started = performance.now();
      const called = flush(msPerListener > 0 ? Math.max(MIN_LISTENERS_A_PUBLISH, Math.floor(PUBLISH_SLICE_MS / msPerListener)) : Number.POSITIVE_INFINITY);
      const cost = performance.now() - started;
      // Judged on publishes big enough to outweigh the fixed cost.
      if (called >= MIN_LISTENERS_A_PUBLISH) msPerListener = msPerListener === 0 ? cost / called : (msPerListener + cost / called) / 2;
      return cost;
    },
  };
}

function addListener(listeners: Map<string, Set<Listener>>, key: string, listener: Listener): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

/** Made once a runner: a busy feed's ticks allocate nothing. */
interface RunnerKeys {
  readonly back: readonly [string, string, string];
  readonly lay: readonly [string, string, string];
  readonly status: string;
}
const runnerKeys = new Map<number, Map<number, Map<number, RunnerKeys>>>();

function keysOf(eventId: number, marketId: number, runnerId: number): RunnerKeys {
  let markets = runnerKeys.get(eventId);
  if (!markets) runnerKeys.set(eventId, (markets = new Map()));
  let runners = markets.get(marketId);
  if (!runners) markets.set(marketId, (runners = new Map()));
  let keys = runners.get(runnerId);
  if (!keys) {
    const side = (name: PriceSide) => [cellKey(eventId, marketId, runnerId, name, 0), cellKey(eventId, marketId, runnerId, name, 1), cellKey(eventId, marketId, runnerId, name, 2)] as const;
    keys = { back: side('back'), lay: side('lay'), status: runnerStatusKey(eventId, marketId, runnerId) };
    runners.set(runnerId, keys);
  }
  return keys;
}

export function createPriceStore(schedule: FrameScheduler = nextFrame): PriceStore {
  const committed = new Map<string, Value>();
  const pending = new Map<string, Value | undefined>();
  const listeners = new Map<string, Set<Listener>>();
  const afterPublish = new Set<Listener>();
  const shownMarketOf = new Map<string, number>();
  let scheduled = false;
  let paused = false;
  const backoff = createBackoff();
  const slice = createSlice();

  const request = (): void => {
    if (scheduled || paused || pending.size === 0) return;
    scheduled = true;
    schedule(onFrame);
  };

  const write = (key: string, value: Value | undefined): void => {
    const current = pending.has(key) ? pending.get(key) : committed.get(key);
    if (sameValue(current, value)) return;
    pending.set(key, typeof value === 'object' ? { price: value.price, size: value.size } : value);
    request();
  };

  function onFrame(frameTime?: number): void {
    scheduled = false;
    if (backoff.waits(frameTime)) {
      request();
      return;
    }
    backoff.published(frameTime, slice.publish(flush));
    request(); // what the slice left, in the order it was written
  }

  function flush(limit = Number.POSITIVE_INFINITY): number {
    scheduled = false;
    if (paused || pending.size === 0) return 0;
    const notified = new Set<Listener>();
    for (const [key, value] of pending) {
      if (notified.size >= limit) break;
      pending.delete(key);
      if (sameValue(committed.get(key), value)) continue;
      if (value === undefined) committed.delete(key);
      else committed.set(key, value);
      listeners.get(key)?.forEach((listener) => notified.add(listener));
    }
    notified.forEach((listener) => listener());
    afterPublish.forEach((listener) => listener());
    return notified.size;
  }

  const writeRunner = (eventId: number, marketId: number, runnerId: number, status: Status, back: readonly PriceLevel[], lay: readonly PriceLevel[]): void => {
    const keys = keysOf(eventId, marketId, runnerId);
    write(keys.status, status);
    for (const level of PRICE_LEVELS) {
      write(keys.back[level], back[level]);
      write(keys.lay[level], lay[level]);
    }
  };

  return {
    applyOddsUpdate(update) {
      const marketId = (shownMarketOf.size > 0 ? shownMarketOf.get(`${update.eventId}|${update.marketId}|${update.runnerId}`) : undefined) ?? update.marketId;
      writeRunner(update.eventId, marketId, update.runnerId, update.status, update.back, update.lay);
    },
    applyMarketStatus(update) {
      write(marketStatusKey(update.eventId, update.marketId), update.status);
    },
    applyEventOdds(odds) {
      const markets = [odds.matchOdds, odds.bookmaker, odds.toss, odds.fancy, ...odds.goalsmaker];
      for (const market of markets) {
        if (!market) continue;
        write(marketStatusKey(odds.eventId, market.marketId), market.status);
        for (const runner of market.runners) {
          if (runner.marketId !== market.marketId) shownMarketOf.set(`${odds.eventId}|${runner.marketId}|${runner.id}`, market.marketId);
          writeRunner(odds.eventId, market.marketId, runner.id, runner.status, runner.back, runner.lay);
        }
      }
    },
    getCell(key) {
      const value = committed.get(key);
      return typeof value === 'object' ? value : undefined;
    },
    getStatus(key) {
      const value = committed.get(key);
      return typeof value === 'string' ? value : undefined;
    },
    subscribe: (key, listener) => addListener(listeners, key, listener),
    afterPublish(listener) {
      afterPublish.add(listener);
    },
    setPaused(next) {
      paused = next;
      request();
    },
    flush,
  };
}

export const priceStore: PriceStore = createPriceStore();
