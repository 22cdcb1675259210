import { t } from '@lingui/core/macro';
import type { PriceKind } from '@/lib/exchange/positions';
import type { MarketType, Side } from '@/lib/exchange/types';

export interface SlipSelection {
  readonly eventId: number;
  readonly marketId: number;
  /** A fancy line is a book of its own. */
  readonly bookMarketId: number;
  readonly marketType: MarketType;
  readonly marketName: string;
  readonly inPlay: boolean;
  readonly runnerId: number;
  readonly runnerName: string;
  readonly runnerIds: readonly number[];
  readonly side: Side;
  /** Fancy: the run line; null elsewhere. */
  readonly line: number | null;
  readonly price: number;
}

type SelectionMarket = Pick<SlipSelection, 'eventId' | 'marketId' | 'marketType' | 'marketName' | 'inPlay'> & {
  readonly runners: ReadonlyArray<{ readonly id: number }>;
};

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

/** Back/Lay, or Yes/No on fancy lines (docs/wire.md §2.3). */
export function sideLabel(side: Side, kind: PriceKind): string {
  if (kind === 'fancy') return side === 'back' ? t({ message: 'Yes', context: 'bet side' }) : t({ message: 'No', context: 'bet side' });
  return side === 'back' ? t({ message: 'Back', context: 'bet side' }) : t({ message: 'Lay', context: 'bet side' });
}
