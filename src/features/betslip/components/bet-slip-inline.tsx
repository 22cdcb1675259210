import { useSyncExternalStore } from 'react';
import { slipStore } from '../model/slip-store';
import { LazyBetSlip } from './lazy-bet-slip';
import { useSlipPlacement } from '../hooks/use-slip-placement';

/** The phone slip, under the runner whose price was clicked (on a phone the slip is inline under
 * the runner). Renders nothing for other runners, so only one row re-renders on a click. */
export function BetSlipInline({ bookMarketId, runnerId }: { bookMarketId: number; runnerId: number }) {
  const placement = useSlipPlacement();
  const here = useSyncExternalStore(slipStore.subscribe, () => {
    const selection = slipStore.getState().selection;
    return selection?.bookMarketId === bookMarketId && selection.runnerId === runnerId;
  });
  if (placement !== 'inline' || !here) return null;
  return <LazyBetSlip />;
}
