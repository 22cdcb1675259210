import { AllOpenBets } from './all-open-bets';

/** docs/product.md §2. */
export function CurrentBetsPage() {
  return <AllOpenBets title="Current Bets" />;
}
