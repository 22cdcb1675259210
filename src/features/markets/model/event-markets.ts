// docs/wire.md §2.2. No prices (the price store's), so this changes only with the runners.
import type { EventOdds, Market } from '@/api/generated/types.gen';
import type { MarketType } from '@/lib/exchange/types';

export interface RunnerView {
  readonly id: number;
  readonly name: string;
  /** A fancy line's own market id; otherwise the market's. */
  readonly bookMarketId: number;
}

export interface MarketView {
  readonly eventId: number;
  readonly marketId: number;
  readonly marketName: string;
  readonly marketType: MarketType;
  readonly inPlay: boolean;
  readonly runners: readonly RunnerView[];
}

function view(eventId: number, market: Market): MarketView {
  return {
    eventId,
    marketId: market.marketId,
    marketName: market.marketName,
    marketType: market.marketType,
    inPlay: market.inPlay,
    runners: market.runners.map((runner) => ({ id: runner.id, name: runner.runnername, bookMarketId: runner.marketId })),
  };
}

export function eventMarkets(odds: EventOdds): MarketView[] {
  const ordered = [odds.matchOdds, odds.bookmaker, odds.toss, odds.fancy, ...odds.goalsmaker];
  return ordered
    .filter((market): market is Market => market !== null && market.runners.length > 0)
    .map((market) => view(odds.eventId, market));
}
