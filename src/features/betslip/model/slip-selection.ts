import type { PriceKind } from '@/lib/exchange/positions';
import type { MarketType, Side } from '@/lib/exchange/types';

/** What a click on a price puts in the slip (docs/wire.md §2.3, §2.5). */
export interface SlipSelection {
  readonly eventId: number;
  /** The market as shown (for a fancy line: the fancy market it is listed in). */
  readonly marketId: number;
  /**
   * The book the bet joins: what PlaceBetV2 sends as `marketId` and what GetUserExpectedProfitLoss
   * and GetUserLimits report under. A fancy line is a book of its own with its own id (openapi Runner).
   */
  readonly bookMarketId: number;
  readonly marketType: MarketType;
  readonly marketName: string;
  /** In-play markets hold a bet for the bet delay (docs/domain.md "Bet delay"). */
  readonly inPlay: boolean;
  readonly runnerId: number;
  readonly runnerName: string;
  /** Every runner of the book: a bet moves each one's position. */
  readonly runnerIds: readonly number[];
  readonly side: Side;
  /** Fancy: the run line offered on that side; null elsewhere. */
  readonly line: number | null;
  /** Odds (match odds, goals) or rate (bookmaker, toss; fancy: the line's rate) as clicked. */
  readonly price: number;
}

/** The market a price is picked in, as the markets page and cash out hold it. */
type SelectionMarket = Pick<SlipSelection, 'eventId' | 'marketId' | 'marketType' | 'marketName' | 'inPlay'> & { readonly runners: ReadonlyArray<{ readonly id: number }> };

/** The slip's selection of one runner's price in a market: a fancy line is a book of its own;
 * elsewhere every runner of the market shares the book. */
export function selectionOf(
  market: SelectionMarket,
  runner: { readonly id: number; readonly name: string; readonly bookMarketId: number },
  side: Side,
  price: number,
  line: number | null = null,
): SlipSelection {
  return {
    eventId: market.eventId,
    marketId: market.marketId,
    bookMarketId: runner.bookMarketId,
    marketType: market.marketType,
    marketName: market.marketName,
    inPlay: market.inPlay,
    runnerId: runner.id,
    runnerName: runner.name,
    runnerIds: market.marketType === 'fancy2' ? [runner.id] : market.runners.map((candidate) => candidate.id),
    side,
    line,
    price,
  };
}

/** Back/Lay, or Yes/No on fancy lines (docs/wire.md §2.3): the words the player reads. */
export function sideLabel(side: Side, kind: PriceKind): string {
  if (kind === 'fancy') return side === 'back' ? 'Yes' : 'No';
  return side === 'back' ? 'Back' : 'Lay';
}
