import { useCallback } from 'react';
import { useStore } from '@/hooks/use-store';
import { projectedRunner, slipDraft } from '../model/slip-figures';
import { slipStore, type SlipState } from '../model/slip-store';

/** A number, so a row re-renders only when its own projection changes. */
export function useProjectedPosition(bookMarketId: number, runnerId: number, current: number): number | null {
  const read = useCallback(
    (state: SlipState) => {
      if (state.selection?.bookMarketId !== bookMarketId || state.selection.marketType === 'fancy2') return null;
      const draft = slipDraft(state);
      return draft ? projectedRunner(draft, runnerId, current) : null;
    },
    [bookMarketId, runnerId, current],
  );
  return useStore(slipStore, read);
}
