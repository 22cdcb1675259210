import { useCallback } from 'react';
import { useStore } from '@/hooks/use-store';
import type { FancyBookRow } from '@/lib/exchange/positions';
import { fancyWorstCase, projectedFancyBook, slipDraft } from '../model/slip-figures';
import { slipStore, type SlipState } from '../model/slip-store';

export function useProjectedFancyWorstCase(bookMarketId: number, rows: readonly FancyBookRow[]): number | null {
  const read = useCallback(
    (state: SlipState) => {
      if (state.selection?.bookMarketId !== bookMarketId || state.selection.marketType !== 'fancy2') return null;
      const draft = slipDraft(state);
      return draft ? fancyWorstCase(projectedFancyBook(draft, rows)) : null;
    },
    [bookMarketId, rows],
  );
  return useStore(slipStore, read);
}
