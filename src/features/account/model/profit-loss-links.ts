// Links between the P&L screens: the path from the one route table (src/config/paths.ts, the bottom
// layer any feature imports); the range travels in the query string.
import { paths } from '@/config/paths';
import { isDay, rangeProblem, type DayRange } from './date-range';

export function allBetsPnlHref(range: DayRange): string {
  return `${paths.allBetHistoryProfitLoss}?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}

/** The range of a `?from=…&to=…` query when it is a valid one; otherwise null. */
export function rangeFromSearch(search: URLSearchParams): DayRange | null {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (!isDay(from) || !isDay(to)) return null;
  return rangeProblem({ from, to }) === null ? { from, to } : null;
}
