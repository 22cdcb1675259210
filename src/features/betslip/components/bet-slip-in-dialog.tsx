import { useEffect } from 'react';
import { useStore } from '@/hooks/use-store';
import { slipStore } from '../model/slip-store';
import { LazyBetSlip } from './lazy-bet-slip';
import { SlipInDialogContext, slipDialogs } from './slip-dialog-context';

/** In a dialog over the page's slip (a ladder's), which steps aside meanwhile. */
export function BetSlipInDialog() {
  const selected = useStore(slipStore, ({ selection }) => selection !== null);
  useEffect(() => {
    slipDialogs.set((count) => count + 1);
    return () => slipDialogs.set((count) => Math.max(0, count - 1));
  }, []);
  if (!selected) return null;
  return (
    <SlipInDialogContext value>
      <LazyBetSlip />
    </SlipInDialogContext>
  );
}
