import { useQueries } from '@tanstack/react-query';
import { getUserOddsOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { EventOdds, Market } from '@/api/generated/types.gen';
import type { MarketRunners } from './model/market-analysis';

/** Names are not prices (the markets page polls the same key itself). */
const NAMES_STALE_MS = 60_000;

type Runners = Array<{ id: number; name: string }>;

/** A fancy line's runner carries its line's own market id. */
function runnersOf(odds: EventOdds): Array<[number, Runners]> {
  const markets = [odds.matchOdds, odds.bookmaker, odds.toss, odds.fancy, ...odds.goalsmaker].filter(
    (market): market is Market => market !== null,
  );
  const byMarket = new Map<number, Runners>();
  for (const runner of markets.flatMap((market) => market.runners))
    byMarket.set(runner.marketId, [...(byMarket.get(runner.marketId) ?? []), { id: runner.id, name: runner.runnername }]);
  return [...byMarket];
}

/** So that runners not bet on are named too. */
export function useMarketRunners(eventIds: readonly number[]): MarketRunners {
  return useQueries({
    queries: eventIds.map((eventId) => ({
      ...getUserOddsOptions({ query: { eventId } }),
      staleTime: NAMES_STALE_MS,
      select: (response: { result: EventOdds }) => runnersOf(response.result),
    })),
    combine: (results) => new Map(results.flatMap((result) => result.data ?? [])),
  });
}
