import { useCallback, useSyncExternalStore } from 'react';
import type { FancyBookRow } from '@/lib/exchange/positions';
import { draftOf, fancyWorstCase, projectedFancyBook } from '../model/slip-figures';
import { slipStore, stakeOf } from '../model/slip-store';

/** A fancy line's worst case after the bet being typed (its book's lowest amount), or null when the
 * slip holds no stake for this line. */
export function useProjectedFancyWorstCase(bookMarketId: number, rows: readonly FancyBookRow[]): number | null {
  const read = useCallback(() => {
    const state = slipStore.getState();
    if (state.selection?.bookMarketId !== bookMarketId || state.selection.marketType !== 'fancy2') return null;
    const draft = draftOf(state.selection, state.price, stakeOf(state));
    return draft ? fancyWorstCase(projectedFancyBook(draft, rows)) : null;
  }, [bookMarketId, rows]);
  return useSyncExternalStore(slipStore.subscribe, read, read);
}
