import { lazy, Suspense } from 'react';

// The slip's form, stake buttons and confirm dialog are not needed to paint a page: they
// load when the player first picks a price.
const BetSlip = lazy(() => import('./bet-slip').then((module) => ({ default: module.BetSlip })));

/** BetSlip, loaded on first use. */
export function LazyBetSlip() {
  return (
    <Suspense fallback={null}>
      <BetSlip />
    </Suspense>
  );
}
