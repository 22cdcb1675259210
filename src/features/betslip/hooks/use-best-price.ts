import { cellKey, type PriceLevel } from '@/lib/price-store';
import { usePriceCell } from '@/hooks/use-price-store';
import type { SlipSelection } from '../model/slip-selection';

export function useBestPrice(selection: SlipSelection | null): PriceLevel | undefined {
  return usePriceCell(selection ? cellKey(selection.eventId, selection.marketId, selection.runnerId, selection.side, 0) : null);
}
