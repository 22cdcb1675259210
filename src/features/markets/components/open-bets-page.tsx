import { AllOpenBets } from './all-open-bets';

/** /open-bets (spec §2 names the screen; api-notes §6.9): matched bets, newest first. */
export function OpenBetsPage() {
  return <AllOpenBets title="Open Bets" />;
}
