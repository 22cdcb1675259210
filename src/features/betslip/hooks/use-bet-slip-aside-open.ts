import { useStore } from '@/hooks/use-store';
import { slipStore, type SlipState } from '../model/slip-store';

const asideWanted = (state: SlipState) => state.hosts > 0 || state.selection !== null;

export function useBetSlipAsideOpen(): boolean {
  return useStore(slipStore, asideWanted);
}
