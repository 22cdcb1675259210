import type { Status } from '@/lib/exchange/types';
import { marketStatusKey, runnerStatusKey } from '@/lib/price-store';
import type { SlipSelection } from '../model/slip-selection';
import { usePriceStatus } from '@/hooks/use-price-store';

export function useSelectionStatus(selection: SlipSelection | null): { runner: Status | undefined; market: Status | undefined } {
  const runner = usePriceStatus(selection ? runnerStatusKey(selection.eventId, selection.marketId, selection.runnerId) : null);
  const market = usePriceStatus(selection ? marketStatusKey(selection.eventId, selection.marketId) : null);
  return { runner, market };
}
