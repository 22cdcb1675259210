// Live prices outside React: docs/decisions/0003-price-canvas.md
import type { PriceSize, Status } from './exchange/types';
import { createFramePublisher, nextFrame, type FramePublisher, type FrameScheduler } from './frame-publisher';

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
  /** Exchange markets only (our proposal); null until the runner first trades. */
  readonly lastPriceTraded?: number | null | undefined;
  readonly totalMatched?: number | undefined;
  readonly marketTotalMatched?: number | undefined;
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

export type { FrameScheduler };

function sameValue(a: Value | undefined, b: Value | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || typeof a === 'string' || typeof b === 'string') return false;
  return a.price === b.price && a.size === b.size;
}

const copyValue = (value: Value): Value => (typeof value === 'object' ? { price: value.price, size: value.size } : value);

export interface PriceStore {
  /** A fancy line's update may name its own market; cells use the market shown. */
  applyOddsUpdate(update: OddsUpdate): void;
  applyMarketStatus(update: MarketStatusUpdate): void;
  applyEventOdds(odds: EventOddsSnapshot): void;
  /** Another key in the same publish: a runner's traded figures (features/markets/model/traded.ts). */
  write(key: string, value: PriceLevel): void;
  getCell(key: string): PriceLevel | undefined;
  getStatus(key: string): Status | undefined;
  subscribe(key: string, listener: Listener): () => void;
  /** Counted in the publish's cost. */
  afterPublish(listener: Listener): void;
  /** WCAG 2.2.2 */
  setPaused(paused: boolean): void;
  flush(): void;
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
    const side = (name: PriceSide) =>
      [
        cellKey(eventId, marketId, runnerId, name, 0),
        cellKey(eventId, marketId, runnerId, name, 1),
        cellKey(eventId, marketId, runnerId, name, 2),
      ] as const;
    keys = { back: side('back'), lay: side('lay'), status: runnerStatusKey(eventId, marketId, runnerId) };
    runners.set(runnerId, keys);
  }
  return keys;
}

function writeRunner(
  values: FramePublisher<Value>,
  eventId: number,
  marketId: number,
  runnerId: number,
  status: Status,
  back: readonly PriceLevel[],
  lay: readonly PriceLevel[],
): void {
  const keys = keysOf(eventId, marketId, runnerId);
  values.write(keys.status, status);
  for (const level of PRICE_LEVELS) {
    values.write(keys.back[level], back[level]);
    values.write(keys.lay[level], lay[level]);
  }
}

/** A fancy line's runner is kept under the market shown. */
function writeEventOdds(values: FramePublisher<Value>, shownMarketOf: Map<string, number>, odds: EventOddsSnapshot): void {
  const markets = [odds.matchOdds, odds.bookmaker, odds.toss, odds.fancy, ...odds.goalsmaker];
  for (const market of markets) {
    if (!market) continue;
    values.write(marketStatusKey(odds.eventId, market.marketId), market.status);
    for (const runner of market.runners) {
      if (runner.marketId !== market.marketId) shownMarketOf.set(`${odds.eventId}|${runner.marketId}|${runner.id}`, market.marketId);
      writeRunner(values, odds.eventId, market.marketId, runner.id, runner.status, runner.back, runner.lay);
    }
  }
}

export function createPriceStore(schedule: FrameScheduler = nextFrame): PriceStore {
  const values = createFramePublisher<Value>(schedule, sameValue, copyValue);
  const shownMarketOf = new Map<string, number>();
  return {
    applyOddsUpdate(update) {
      const marketId =
        (shownMarketOf.size > 0 ? shownMarketOf.get(`${update.eventId}|${update.marketId}|${update.runnerId}`) : undefined) ??
        update.marketId;
      writeRunner(values, update.eventId, marketId, update.runnerId, update.status, update.back, update.lay);
    },
    applyMarketStatus(update) {
      values.write(marketStatusKey(update.eventId, update.marketId), update.status);
    },
    applyEventOdds(odds) {
      writeEventOdds(values, shownMarketOf, odds);
    },
    write: values.write,
    getCell(key) {
      const value = values.get(key);
      return typeof value === 'object' ? value : undefined;
    },
    getStatus(key) {
      const value = values.get(key);
      return typeof value === 'string' ? value : undefined;
    },
    subscribe: values.subscribe,
    afterPublish: values.afterPublish,
    setPaused: values.setPaused,
    flush: values.flush,
  };
}

export const priceStore: PriceStore = createPriceStore();
