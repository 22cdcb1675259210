import { useSyncExternalStore } from 'react';
import { slipStore, type SlipState } from '../model/slip-store';

/** The whole slip, for the slip itself (runner rows subscribe to narrower, primitive values). */
export function useSlipState(): SlipState {
  return useSyncExternalStore(slipStore.subscribe, slipStore.getState, slipStore.getState);
}
