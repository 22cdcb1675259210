import { cellKey, type PriceLevelIndex } from '@/lib/price-store';
import { PriceButton, type PriceButtonProps } from './price-button';
import { usePriceCell } from '@/lib/use-price-store';

interface PriceCellProps extends Omit<PriceButtonProps, 'value' | 'level'> {
  eventId: number;
  marketId: number;
  runnerId: number;
  level: PriceLevelIndex;
}

/** Subscribes to its own selection in the price store: one price tick re-renders this cell only
 * (docs/architecture.md, ReactiveTraderCloud). */
export function PriceCell({ eventId, marketId, runnerId, level, ...button }: PriceCellProps) {
  const value = usePriceCell(cellKey(eventId, marketId, runnerId, button.side, level));
  return <PriceButton {...button} level={level} value={value} />;
}
