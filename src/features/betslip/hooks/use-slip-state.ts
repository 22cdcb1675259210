import { useStore } from '@/hooks/use-store';
import { slipStore, type SlipState } from '../model/slip-store';

/** For the slip itself: runner rows subscribe to narrower, primitive values. */
export function useSlipState(): SlipState {
  return useStore(slipStore);
}
