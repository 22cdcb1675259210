import { useQueries } from '@tanstack/react-query';
import { getUserOddsOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { EventOdds, Market } from '@/api/generated/types.gen';
import type { MarketRunners } from './model/market-analysis';

/** Names are not prices: read once a minute at most (the markets page polls the same key itself). */
const NAMES_STALE_MS = 60_000;

type Runners = Array<{ id: number; name: string }>;

/** The runners of each market of an event by market id (a fancy line's runner carries its line's
 * own market id, which its bets and book use). */
function runnersOf(odds: EventOdds): Array<[number, Runners]> {
  const markets = [odds.matchOdds, odds.bookmaker, odds.toss, odds.fancy, ...odds.goalsmaker].filter((market): market is Market => market !== null);
  const byMarket = new Map<number, Runners>();
  for (const runner of markets.flatMap((market) => market.runners)) byMarket.set(runner.marketId, [...(byMarket.get(runner.marketId) ?? []), { id: runner.id, name: runner.runnername }]);
  return [...byMarket];
}

/** Market id → its runners for the events the player has open bets on (Odds/GetUserOdds, as the
 * markets page reads them), so Market Analysis can name runners the player has not bet on. An event
 * whose markets cannot be read just leaves its runners out. */
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
