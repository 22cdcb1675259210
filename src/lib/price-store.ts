// Live prices outside React's tree (docs/architecture.md "High-frequency data bypasses React's tree",
// after ReactiveTraderCloud): one value per selection — a price level of a runner's side, a
// runner's status, a market's status — each with its own subscribers, so a price tick re-renders the
// one cell that shows it. Writes land in a pending set and are published once per animation frame:
// a hundred updates in one frame notify each changed cell once (and a publish that would run long
// leaves the rest, oldest first, to the next frame). Framework-free, so the markets page,
// the bet slip and the hub's client reach the same store without depending on one another.
import type { PriceSize, Status } from './exchange/types';

export type PriceSide = 'back' | 'lay';

/** Up to three levels a side (openapi Runner.back/lay maxItems 3), best first. */
export const PRICE_LEVELS = [0, 1, 2] as const;
export type PriceLevelIndex = (typeof PRICE_LEVELS)[number];

export interface PriceLevel {
  readonly price: number;
  readonly size: number;
}

/** The hub's OddsUpdate as the app decodes it (src/api/hub-messages.ts), and one runner of a poll. */
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

/** A poll of GetUserOddsV2, reduced to what prices need (the generated EventOdds fits). */
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

/** Runs `flush` once before the next frame is painted (a timer where there are no frames), with the
 * frame's start time where there is one. */
export type FrameScheduler = (flush: (frameTime?: number) => void) => void;

const nextFrame: FrameScheduler = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame((frameTime) => flush(frameTime));
  else setTimeout(flush, 16);
};

/** A frame longer than 1.5 vsync intervals at 60 Hz: the screen skipped a refresh. */
const LONG_FRAME_MS = 25;
/** A gap between two publishing frames longer than this was the store idling, not a long frame. */
const IDLE_GAP_MS = 100;
/** What publishing may cost a frame before the next one waits: a quarter of a 60 Hz frame. */
const PUBLISH_BUDGET_MS = 4;
/** The longest a busy store holds its changes back: three frames, 50 ms at 60 Hz. */
const MAX_FRAMES_WAITED = 3;
/** What one publish may spend calling listeners (and drawing after them) before the changes left wait
 * for the next publish: a slow phone's frame then stays whole instead of one long task. */
const PUBLISH_SLICE_MS = 6;
/** However dear the last listeners were, a publish calls at least this many (a price cell, or a book). */
const MIN_LISTENERS_A_PUBLISH = 24;

function sameValue(a: Value | undefined, b: Value | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || typeof a === 'string' || typeof b === 'string') return false;
  return a.price === b.price && a.size === b.size;
}

export interface PriceStore {
  /** One runner's prices and status (a hub push, or one runner of a poll). A fancy line carries its
   * own market id; a push may name either it or the fancy market the line is shown in (openapi
   * Runner): cells are keyed by the market shown, so line ids are translated. */
  applyOddsUpdate(update: OddsUpdate): void;
  applyMarketStatus(update: MarketStatusUpdate): void;
  /** A whole GetUserOddsV2 answer: only what changed is published. */
  applyEventOdds(odds: EventOddsSnapshot): void;
  getCell(key: string): PriceLevel | undefined;
  getStatus(key: string): Status | undefined;
  /** `listener` is called after a publish that changed `key`. The same listener subscribed to several
   * keys is called once per publish, however many of them changed. */
  subscribe(key: string, listener: Listener): () => void;
  /** `listener` is called at the end of each publish from now on, after the keys' listeners: for work
   * they leave to be done once for all of them (the market rows' canvases, src/lib/price-text.ts),
   * which the back-off then counts in the publish's cost. */
  afterPublish(listener: Listener): void;
  /** WCAG 2.2.2: while paused, changes wait and the screen holds still; resuming publishes them. */
  setPaused(paused: boolean): void;
  /** Publishes every pending change now (tests; the scheduler calls it otherwise). */
  flush(): void;
}

/**
 * The back-off (docs/performance.md "Price cells written to the DOM"): after a frame that ran long,
 * or a publish over its budget, the next frames leave the changes pending. Pending keeps only the
 * newest value of each cell, so what a waiting frame drops is intermediate values, never the last.
 */
function createBackoff() {
  let lastPublishFrame: number | undefined;
  let framesToWait = 0;
  return {
    /** Whether the frame at `frameTime` leaves the changes pending. */
    waits(frameTime: number | undefined): boolean {
      if (frameTime !== undefined && lastPublishFrame !== undefined) {
        const gap = frameTime - lastPublishFrame;
        if (gap > LONG_FRAME_MS && gap < IDLE_GAP_MS) framesToWait = Math.max(framesToWait, 1);
      }
      if (framesToWait === 0) return false;
      framesToWait -= 1;
      // Not the last publishing frame: a gap after a frame that waited is not a long frame.
      lastPublishFrame = undefined;
      return true;
    },
    /** The frame at `frameTime` published, which took `cost` ms. */
    published(frameTime: number | undefined, cost: number): void {
      lastPublishFrame = frameTime;
      framesToWait = Math.min(MAX_FRAMES_WAITED, Math.floor(cost / PUBLISH_BUDGET_MS));
    },
  };
}

/**
 * The publish's slice (docs/performance.md "A publish in slices"): once a publish has shown what a
 * listener costs (its cell's write and its share of the canvases drawn after), a publish calls as many
 * as PUBLISH_SLICE_MS affords and leaves the other changes pending, oldest first, for the next one.
 */
function createSlice() {
  /** A listener's recent cost in ms (0: not known yet, so no limit). */
  let msPerListener = 0;
  return {
    /** Runs `flush` with this publish's limit of listeners (it returns how many it called); returns
     * what the publish cost in ms. */
    publish(flush: (limit: number) => number): number {
      const started = performance.now();
      const called = flush(msPerListener > 0 ? Math.max(MIN_LISTENERS_A_PUBLISH, Math.floor(PUBLISH_SLICE_MS / msPerListener)) : Number.POSITIVE_INFINITY);
      const cost = performance.now() - started;
      // Judged on publishes big enough for the listeners' part to outweigh the publish's fixed cost.
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

/** A runner's seven keys (back levels, lay levels, status), made once: a tick of a busy feed then builds
 * no strings. Looked up by number, so the lookup builds none either. With the store's `write`, which
 * copies a level only when it changed, this is what keeps a feed's ticks from allocating: what a busy
 * feed allocates is what the collector stops the page for (a major GC was the one long task left at
 * 1,000 changes a second on a slow phone, npm run bench:odds; docs/performance.md). */
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

  /** Publishes pending changes, oldest first, until `limit` listeners are due; returns how many. */
  function flush(limit = Number.POSITIVE_INFINITY): number {
    scheduled = false;
    if (paused || pending.size === 0) return 0;
    // Once per publish each: a listener of many keys (a market's whole book) is not called per key.
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

/** The app's one price store: the markets page's poll and the hub's pushes both feed it. */
export const priceStore: PriceStore = createPriceStore();
