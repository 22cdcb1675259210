import { AllOpenBets } from './all-open-bets';

/** /open-bets (docs/product.md §2 names the screen; docs/wire.md §6.9): matched bets, newest first. */
export function OpenBetsPage() {
  return <AllOpenBets title="Open Bets" />;
}
