// Links between the P&L screens. A feature never imports the app, so the path mirrors
// src/app/paths.ts (allBetHistoryProfitLoss); the range travels in the query string.
import { isDay, rangeProblem, type DayRange } from './date-range';

export const ALL_BETS_PNL_PATH = '/all-bet-history-profit-loss';

export function allBetsPnlHref(range: DayRange): string {
  return `${ALL_BETS_PNL_PATH}?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}

/** The range of a `?from=…&to=…` query when it is a valid one; otherwise null. */
export function rangeFromSearch(search: URLSearchParams): DayRange | null {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (!isDay(from) || !isDay(to)) return null;
  return rangeProblem({ from, to }) === null ? { from, to } : null;
}
