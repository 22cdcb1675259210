import { useCallback, useSyncExternalStore } from 'react';
import { projectedRunner, draftOf } from '../model/slip-figures';
import { slipStore, stakeOf } from '../model/slip-store';

/**
 * A runner's position after the bet being typed (`current → projected`, docs/domain.md), or null
 * when the slip holds no stake for this runner's book. A number, so a row re-renders only when its
 * own projection changes.
 */
export function useProjectedPosition(bookMarketId: number, runnerId: number, current: number): number | null {
  const read = useCallback(() => {
    const state = slipStore.getState();
    if (state.selection?.bookMarketId !== bookMarketId || state.selection.marketType === 'fancy2') return null;
    const draft = draftOf(state.selection, state.price, stakeOf(state));
    return draft ? projectedRunner(draft, runnerId, current) : null;
  }, [bookMarketId, runnerId, current]);
  return useSyncExternalStore(slipStore.subscribe, read, read);
}
