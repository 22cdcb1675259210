// docs/domain.md; the mock backend settles with these functions.
import { roundMoney } from '../money';
import type { MarketType, Side } from './types';

/** Decimal odds O, an integer rate R (1 + R/100), or fancy run lines. */
export type PriceKind = 'odds' | 'rate' | 'fancy';

export function priceKindOf(marketType: MarketType): PriceKind {
  switch (marketType) {
    case 'match_odd':
    case 'goalsmaker':
      return 'odds';
    case 'bookmaker':
    case 'toss':
      return 'rate';
    case 'fancy2':
      return 'fancy';
  }
}

/** Profit per rupee when a back wins (= liability per rupee of a lay). */
export function winPerUnit(kind: 'odds' | 'rate', price: number): number {
  return kind === 'odds' ? price - 1 : price / 100;
}

export interface RunnerBet {
  side: Side;
  runnerId: number;
  price: number;
  stake: number;
}

export function runnerPositions(kind: 'odds' | 'rate', runnerIds: readonly number[], bets: readonly RunnerBet[]): Map<number, number> {
  const ids = [...new Set([...runnerIds, ...bets.map((bet) => bet.runnerId)])];
  const positions = new Map<number, number>(ids.map((id) => [id, 0]));
  for (const bet of bets) {
    const win = bet.stake * winPerUnit(kind, bet.price);
    for (const id of ids) {
      const onRunner = id === bet.runnerId;
      const delta = bet.side === 'back' ? (onRunner ? win : -bet.stake) : onRunner ? -win : bet.stake;
      positions.set(id, (positions.get(id) ?? 0) + delta);
    }
  }
  for (const [id, amount] of positions) positions.set(id, roundMoney(amount));
  return positions;
}

export function positionDelta(kind: 'odds' | 'rate', bet: RunnerBet, runnerId: number): number {
  const win = bet.stake * winPerUnit(kind, bet.price);
  const onRunner = runnerId === bet.runnerId;
  return roundMoney(bet.side === 'back' ? (onRunner ? win : -bet.stake) : onRunner ? -win : bet.stake);
}

export function projectPositions(
  kind: 'odds' | 'rate',
  runnerIds: readonly number[],
  current: ReadonlyMap<number, number>,
  bet: RunnerBet,
): Map<number, number> {
  const ids = [...new Set([...runnerIds, ...current.keys(), bet.runnerId])];
  return new Map(ids.map((id) => [id, roundMoney((current.get(id) ?? 0) + positionDelta(kind, bet, id))]));
}

export function exposureOf(outcomes: Iterable<number>): number {
  let worst = 0;
  for (const amount of outcomes) worst = Math.min(worst, amount);
  return roundMoney(-worst);
}

export interface FancyBet {
  side: Side;
  line: number;
  /** Yes wins S·R/100, No loses S·R/100. */
  rate: number;
  stake: number;
}

export function fancyOutcome(bets: readonly FancyBet[], runs: number): number {
  let total = 0;
  for (const bet of bets) {
    if (bet.side === 'back') total += runs >= bet.line ? (bet.stake * bet.rate) / 100 : -bet.stake;
    else total += runs < bet.line ? bet.stake : (-bet.stake * bet.rate) / 100;
  }
  return roundMoney(total);
}

export interface FancyBookRow {
  runs: number;
  amount: number;
}

export function fancyLadder(bets: readonly FancyBet[], margin = 5): FancyBookRow[] {
  if (bets.length === 0) return [];
  const lines = bets.map((bet) => bet.line);
  const from = Math.max(0, Math.min(...lines) - margin);
  const to = Math.max(...lines) + margin;
  const rows: FancyBookRow[] = [];
  for (let runs = from; runs <= to; runs += 1) rows.push({ runs, amount: fancyOutcome(bets, runs) });
  return rows;
}

export function fancyExposure(bets: readonly FancyBet[]): number {
  const points = new Set<number>([0]);
  for (const bet of bets) {
    points.add(bet.line);
    points.add(Math.max(0, bet.line - 1));
  }
  return exposureOf([...points].map((runs) => fancyOutcome(bets, runs)));
}

function bookAmountAt(book: readonly FancyBookRow[], runs: number): number {
  let amount = 0;
  for (const row of book) {
    if (row.runs > runs) return row === book[0] ? row.amount : amount;
    amount = row.amount;
  }
  return amount;
}

export function fancyBookWith(book: readonly FancyBookRow[], bet: FancyBet, margin = 5): FancyBookRow[] {
  const sorted = [...book].sort((a, b) => a.runs - b.runs);
  const firstRuns = sorted[0]?.runs ?? bet.line;
  const lastRuns = sorted.at(-1)?.runs ?? bet.line;
  const from = Math.max(0, Math.min(firstRuns, bet.line - margin));
  const to = Math.max(lastRuns, bet.line + margin);
  const rows: FancyBookRow[] = [];
  for (let runs = from; runs <= to; runs += 1) {
    const before = sorted.length === 0 ? 0 : bookAmountAt(sorted, runs);
    rows.push({ runs, amount: roundMoney(before + fancyOutcome([bet], runs)) });
  }
  return rows;
}

export function betOutcomeAmounts(
  kind: PriceKind,
  side: Side,
  price: number,
  stake: number,
): { expectedProfit: number; liability: number } {
  const win = kind === 'odds' ? stake * (price - 1) : (stake * price) / 100;
  return side === 'back'
    ? { expectedProfit: roundMoney(win), liability: roundMoney(stake) }
    : { expectedProfit: roundMoney(stake), liability: roundMoney(win) };
}
