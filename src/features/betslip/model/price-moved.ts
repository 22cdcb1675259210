import { priceKindOf } from '@/lib/exchange/positions';
import type { PriceLevel } from '@/lib/price-store';
import type { SlipSelection } from './slip-selection';

/**
 * The price to offer instead when the market has moved past the slip's price, or null. A back is
 * matched at the best back if it asks no more than it; a lay if it asks no less than the best lay
 * (docs/domain.md; the server's matchPrice). Fancy: the line itself moved, or its rate did.
 */
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
