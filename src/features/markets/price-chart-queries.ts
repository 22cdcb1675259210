import { getRunnerLadderOptions, getRunnerPriceHistoryOptions } from '@/api/generated/@tanstack/react-query.gen';

/** The button's prefetch serves the chart it opens, no later one: no push came meanwhile. */
export const CHART_FRESH_MS = 1_000;

export function priceChartQueries(marketId: number, runnerId: number) {
  const query = { query: { marketId, runnerId } };
  return {
    history: { ...getRunnerPriceHistoryOptions(query), staleTime: CHART_FRESH_MS },
    ladder: { ...getRunnerLadderOptions(query), staleTime: CHART_FRESH_MS },
  };
}
