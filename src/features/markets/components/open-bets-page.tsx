import { AllOpenBets } from './all-open-bets';

/** docs/product.md §2, docs/wire.md §6.9. */
export function OpenBetsPage() {
  return <AllOpenBets title="Open Bets" />;
}
