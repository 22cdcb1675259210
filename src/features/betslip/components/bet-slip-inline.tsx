import { useStore } from '@/lib/create-store';
import { slipStore } from '../model/slip-store';
import { LazyBetSlip } from './lazy-bet-slip';
import { useSlipLayout } from '../hooks/use-slip-layout';

/** The phone slip, under the runner whose price was clicked (on a phone the slip is inline under
 * the runner). Renders nothing for other runners, so only one row re-renders on a click. */
export function BetSlipInline({ bookMarketId, runnerId }: { bookMarketId: number; runnerId: number }) {
  const layout = useSlipLayout();
  const here = useStore(slipStore, ({ selection }) => selection?.bookMarketId === bookMarketId && selection.runnerId === runnerId);
  if (layout !== 'inline' || !here) return null;
  return <LazyBetSlip />;
}
