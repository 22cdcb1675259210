import { lazy, Suspense } from 'react';
import { retryImport } from '@/lib/retry-import';

// Why: docs/decisions/0009-bet-slip-lazy-loading.md
const loadBetSlip = () => import('./bet-slip');
const BetSlip = lazy(() => retryImport(loadBetSlip).then((module) => ({ default: module.BetSlip })));

/** A failure is left to the slip's own load to report. */
export function preloadBetSlip(): void {
  void loadBetSlip().catch(() => undefined);
}

export function LazyBetSlip() {
  return (
    <Suspense fallback={null}>
      <BetSlip />
    </Suspense>
  );
}
