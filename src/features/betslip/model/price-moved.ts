import { priceKindOf } from '@/lib/exchange/positions';
import type { PriceLevel } from '@/lib/price-store';
import type { SlipSelection } from './slip-selection';

/** The server's matchPrice rule (docs/domain.md); fancy: the line moved, or its rate did. */
export function priceMovedTo(selection: SlipSelection, price: number, best: PriceLevel | undefined): number | null {
  if (!best) return null;
  if (priceKindOf(selection.marketType) === 'fancy') {
    if (best.price !== selection.line) return null;
    const rateOk = selection.side === 'back' ? price <= best.size : price >= best.size;
    return rateOk ? null : best.size;
  }
  const ok = selection.side === 'back' ? price <= best.price : price >= best.price;
  return ok ? null : best.price;
}
