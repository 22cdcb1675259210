import { useLingui } from '@lingui/react/macro';
import { AllOpenBets } from './all-open-bets';

/** docs/product.md §2, docs/wire.md §6.9. */
export function OpenBetsPage() {
  const { t } = useLingui();
  return <AllOpenBets title={t`Open Bets`} />;
}
