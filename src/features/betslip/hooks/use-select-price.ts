import { useCallback } from 'react';
import { useIsSignedIn } from '@/features/session';
import { cellKey, priceStore } from '@/lib/price-store';
import { oneClickStake } from '../model/one-click';
import { draftOf } from '../model/slip-figures';
import type { SlipSelection } from '../model/slip-selection';
import { slipStore } from '../model/slip-store';
import { useOneClickBet } from './use-one-click-bet';
import { usePersistence } from './use-persistence';
import { usePlaceBet } from './use-place-bet';

export function useSelectPrice(): (selection: SlipSelection) => void {
  const signedIn = useIsSignedIn();
  const [oneClick] = useOneClickBet();
  const [persistence] = usePersistence();
  const { place } = usePlaceBet();
  return useCallback(
    (selection: SlipSelection) => {
      slipStore.select(selection);
      const stake = oneClickStake(oneClick);
      // A bet on its way keeps the slip: no second bet behind its back.
      if (!signedIn || stake === null || slipStore.get().selection !== selection) return;
      slipStore.setStake(stake);
      const best = priceStore.getCell(cellKey(selection.eventId, selection.marketId, selection.runnerId, selection.side, 0));
      const draft = draftOf(selection, selection.price, stake, { best, persistence });
      if (draft) place(draft);
    },
    [oneClick, persistence, place, signedIn],
  );
}
