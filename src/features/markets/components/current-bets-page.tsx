import { useLingui } from '@lingui/react/macro';
import { AllOpenBets } from './all-open-bets';

/** docs/product.md §2. */
export function CurrentBetsPage() {
  const { t } = useLingui();
  return <AllOpenBets title={t`Current Bets`} />;
}
