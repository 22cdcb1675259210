import { useStore } from '@/hooks/use-store';
import { slipStore } from '../model/slip-store';
import { LazyBetSlip } from './lazy-bet-slip';
import { useSlipLayout } from '../hooks/use-slip-layout';

/** The phone slip; nothing for other runners, so one row re-renders on a click. */
export function BetSlipInline({ bookMarketId, runnerId }: { bookMarketId: number; runnerId: number }) {
  const layout = useSlipLayout();
  const here = useStore(slipStore, ({ selection }) => selection?.bookMarketId === bookMarketId && selection.runnerId === runnerId);
  if (layout !== 'inline' || !here) return null;
  return <LazyBetSlip />;
}
