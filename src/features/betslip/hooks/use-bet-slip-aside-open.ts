import { useSyncExternalStore } from 'react';
import { slipStore } from '../model/slip-store';

const read = () => {
  const state = slipStore.getState();
  return state.hosts > 0 || state.selection !== null;
};

/** Whether the desktop layout should open its right aside for the slip. */
export function useBetSlipAsideOpen(): boolean {
  return useSyncExternalStore(slipStore.subscribe, read, read);
}
