import { getRunnerLadderOptions, getRunnerPriceHistoryOptions } from '@/api/generated/@tanstack/react-query.gen';

/** The button's prefetch serves the chart it opens; a later open reads again, since no push came meanwhile. */
export const CHART_FRESH_MS = 1_000;

/** The chart's two reads: its trades, and the runner's volume and total until the hub's first push. */
export function priceChartQueries(marketId: number, runnerId: number) {
  const query = { query: { marketId, runnerId } };
  return {
    history: { ...getRunnerPriceHistoryOptions(query), staleTime: CHART_FRESH_MS },
    ladder: { ...getRunnerLadderOptions(query), staleTime: CHART_FRESH_MS },
  };
}
