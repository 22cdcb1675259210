import { paths } from '@/config/paths';
import { isDay, rangeProblem, type DayRange } from './date-range';

export function allBetsPnlHref(range: DayRange): string {
  return `${paths.allBetHistoryProfitLoss}?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}

/** null unless `?from=…&to=…` is a valid range. */
export function rangeFromSearch(search: URLSearchParams): DayRange | null {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (!isDay(from) || !isDay(to)) return null;
  return rangeProblem({ from, to }) === null ? { from, to } : null;
}
