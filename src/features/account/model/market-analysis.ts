// docs/domain.md "Position and exposure".
import { t } from '@lingui/core/macro';
import type { MarketProfitLoss, OpenBet } from '@/api/generated/types.gen';
import {
  exposureOf,
  fancyLadder,
  priceKindOf,
  runnerPositions,
  type FancyBet,
  type FancyBookRow,
  type RunnerBet,
} from '@/lib/exchange/positions';
import { roundMoney } from '@/lib/money';
import type { MarketType } from '@/lib/exchange/types';
import { MARKET_TYPE_ORDER } from '@/lib/market-types';

export interface RunnerOutcome {
  runnerId: number;
  name: string;
  /** If this runner wins. */
  amount: number;
}

/** Totals that pay the same ('52', '47 or fewer', '53 or more', '48–51'). */
export interface BookBand {
  label: string;
  fromRuns: number;
  /** null: and above. */
  toRuns: number | null;
  amount: number;
}

interface MarketBase {
  marketId: number;
  eventId: number;
  marketName: string;
  marketType: MarketType;
  /** The worst case as a positive loss. */
  exposure: number;
  best: number;
  /** Newest first. */
  bets: OpenBet[];
}

export type AnalysedMarket =
  (MarketBase & { kind: 'runners'; outcomes: RunnerOutcome[] }) | (MarketBase & { kind: 'fancy'; book: BookBand[] });

export interface AnalysedEvent {
  eventId: number;
  title: string;
  exposure: number;
  markets: AnalysedMarket[];
}

export interface MarketAnalysis {
  events: AnalysedEvent[];
  /** The header's exposure (docs/domain.md). */
  totalExposure: number;
}

const isBackSide = (bet: OpenBet) => bet.betType === 'Back' || bet.betType === 'Yes';

/** The line is fancyValue, or the odds, which carry it. */
export function fancyBetOf(bet: OpenBet): FancyBet {
  return { side: isBackSide(bet) ? 'back' : 'lay', line: bet.fancyValue ?? bet.odds, rate: bet.betRate ?? 100, stake: bet.stake };
}

export function runnerBetOf(bet: OpenBet): RunnerBet {
  return { side: isBackSide(bet) ? 'back' : 'lay', runnerId: bet.runnerId ?? 0, price: bet.odds, stake: bet.stake };
}

/** A book is constant below its first row and above its last. */
export function bookBands(book: readonly FancyBookRow[]): BookBand[] {
  const rows = [...book].sort((a, b) => a.runs - b.runs);
  const bands: Array<{ fromRuns: number; toRuns: number; amount: number }> = [];
  for (const row of rows) {
    const last = bands.at(-1);
    if (last && last.amount === row.amount && last.toRuns === row.runs - 1) last.toRuns = row.runs;
    else bands.push({ fromRuns: row.runs, toRuns: row.runs, amount: row.amount });
  }
  return bands.map((band, index) => {
    const first = index === 0;
    const lastBand = index === bands.length - 1;
    const { fromRuns, toRuns } = band;
    if (first && lastBand) return { label: t`Any total`, fromRuns: 0, toRuns: null, amount: band.amount };
    if (first) return { label: toRuns === 0 ? '0' : t`${toRuns} or fewer`, fromRuns: 0, toRuns, amount: band.amount };
    if (lastBand) return { label: t`${fromRuns} or more`, fromRuns, toRuns: null, amount: band.amount };
    return {
      label: band.fromRuns === band.toRuns ? String(band.fromRuns) : `${band.fromRuns}–${band.toRuns}`,
      fromRuns: band.fromRuns,
      toRuns: band.toRuns,
      amount: band.amount,
    };
  });
}

const newestFirst = (a: OpenBet, b: OpenBet) => Date.parse(b.placeTime) - Date.parse(a.placeTime) || b.betId - a.betId;

export type MarketRunners = ReadonlyMap<number, ReadonlyArray<{ id: number; name: string }>>;

function runnerOutcomes(
  bets: OpenBet[],
  kind: 'odds' | 'rate',
  book: MarketProfitLoss | undefined,
  known: ReadonlyArray<{ id: number; name: string }>,
): RunnerOutcome[] {
  const nameOf = new Map<number, string>(bets.map((bet) => [bet.runnerId ?? 0, bet.runnerName ?? '']));
  for (const runner of known) nameOf.set(runner.id, runner.name);
  const order = new Map(known.map((runner, index) => [runner.id, index]));
  const byOrder = (a: RunnerOutcome, b: RunnerOutcome) =>
    (order.get(a.runnerId) ?? order.size + a.runnerId) - (order.get(b.runnerId) ?? order.size + b.runnerId);
  const named = (runnerId: number, amount: number): RunnerOutcome => ({
    runnerId,
    name: nameOf.get(runnerId) || t`Selection ${runnerId}`,
    amount,
  });
  if (book) return book.runners.map((runner) => named(runner.runnerId, runner.amount)).sort(byOrder);
  const runnerBets = bets.map(runnerBetOf);
  const outcomes = [
    ...runnerPositions(
      kind,
      known.map((runner) => runner.id),
      runnerBets,
    ),
  ]
    .map(([runnerId, amount]) => named(runnerId, amount))
    .sort(byOrder);
  if (known.length > 0) return outcomes;
  const other = runnerPositions(kind, [0], runnerBets).get(0) ?? 0;
  return [...outcomes, { runnerId: 0, name: t`Any other selection`, amount: other }];
}

function analyseMarket(bets: OpenBet[], book: MarketProfitLoss | undefined, marketRunners: MarketRunners): AnalysedMarket | null {
  const first = bets[0];
  if (!first) return null;
  const base = { marketId: first.marketId, eventId: first.eventId, marketName: first.marketName, marketType: first.marketTypeName, bets };
  const kind = priceKindOf(first.marketTypeName);
  if (kind === 'fancy') {
    const rows = book ? book.runners.map((row) => ({ runs: row.runnerId, amount: row.amount })) : fancyLadder(bets.map(fancyBetOf));
    const amounts = rows.map((row) => row.amount);
    return { ...base, kind: 'fancy', book: bookBands(rows), exposure: exposureOf(amounts), best: roundMoney(Math.max(0, ...amounts)) };
  }
  const outcomes = runnerOutcomes(bets, kind, book, marketRunners.get(first.marketId) ?? []);
  const amounts = outcomes.map((outcome) => outcome.amount);
  return { ...base, kind: 'runners', outcomes, exposure: exposureOf(amounts), best: roundMoney(Math.max(0, ...amounts)) };
}

export function analyseMarkets(
  openBets: readonly OpenBet[],
  books: readonly MarketProfitLoss[],
  marketRunners: MarketRunners = new Map(),
): MarketAnalysis {
  const bookOf = new Map(books.map((book) => [book.marketId, book]));
  const events = new Map<number, Map<number, OpenBet[]>>();
  for (const bet of [...openBets].sort(newestFirst)) {
    const markets = events.get(bet.eventId) ?? new Map<number, OpenBet[]>();
    markets.set(bet.marketId, [...(markets.get(bet.marketId) ?? []), bet]);
    events.set(bet.eventId, markets);
  }
  const analysed: AnalysedEvent[] = [];
  for (const [eventId, markets] of events) {
    const list = [...markets.values()]
      .map((bets) => analyseMarket(bets, bookOf.get(bets[0]?.marketId ?? -1), marketRunners))
      .filter((market): market is AnalysedMarket => market !== null)
      .sort(
        (a, b) =>
          MARKET_TYPE_ORDER.indexOf(a.marketType) - MARKET_TYPE_ORDER.indexOf(b.marketType) || a.marketName.localeCompare(b.marketName),
      );
    analysed.push({
      eventId,
      title: list[0]?.bets[0]?.betTitle ?? '',
      exposure: roundMoney(list.reduce((sum, market) => sum + market.exposure, 0)),
      markets: list,
    });
  }
  return { events: analysed, totalExposure: roundMoney(analysed.reduce((sum, event) => sum + event.exposure, 0)) };
}
