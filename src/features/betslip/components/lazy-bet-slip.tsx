import { lazy, Suspense } from 'react';
import { retryImport } from '@/lib/retry-import';

// The slip's form, stake buttons and confirm dialog are not needed to paint a page: they
// load when the player first picks a price, or as soon as something that places through the slip is
// offered (a Cash out button): a connection lost by the time it places must not leave the slip
// unloadable. A load that fails is made again, and offline once the connection is back.
const loadBetSlip = () => import('./bet-slip');
const BetSlip = lazy(() => retryImport(loadBetSlip).then((module) => ({ default: module.BetSlip })));

/** Starts loading the slip's code now (a failure is left to the slip's own load to report). */
export function preloadBetSlip(): void {
  void loadBetSlip().catch(() => undefined);
}

/** BetSlip, loaded on first use. */
export function LazyBetSlip() {
  return (
    <Suspense fallback={null}>
      <BetSlip />
    </Suspense>
  );
}
