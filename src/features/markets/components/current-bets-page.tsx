import { AllOpenBets } from './all-open-bets';

/** /current-bet (docs/product.md §2, signed in): the player's current open bets. */
export function CurrentBetsPage() {
  return <AllOpenBets title="Current Bets" />;
}
