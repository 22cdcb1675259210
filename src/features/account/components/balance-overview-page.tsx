import { useLingui } from '@lingui/react/macro';
import { availableToBet, useOpenBets } from '@/features/wallet';
import { useIsSignedIn } from '@/features/session';
import { formatMoney } from '@/lib/money';
import { ScreenFrame } from '@/components/screen-frame';
import { FigureList } from '@/components/figure-list';
import { LoadError } from '@/components/load-error';
import { SignedOutNote } from './signed-out-note';

/** From the open-bets object, as the header's figures (docs/product.md §7). */
export function BalanceOverviewPage() {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const openBets = useOpenBets();
  const result = openBets.data?.result;
  let content;
  if (!signedIn) content = <SignedOutNote />;
  else if (openBets.isError)
    content = <LoadError title={t`Balance could not be loaded`} error={openBets.error} onRetry={() => void openBets.refetch()} />;
  else
    content = (
      <FigureList
        figures={[
          { label: t`Balance`, value: result ? formatMoney(result.balance) : '…', testId: 'overview-balance' },
          { label: t`Exposure`, value: result ? formatMoney(result.exposure) : '…', testId: 'overview-exposure' },
          {
            label: t`Available`,
            value: result ? formatMoney(availableToBet(result.balance, result.exposure)) : '…',
            testId: 'overview-available',
          },
        ]}
      />
    );
  return <ScreenFrame title={t`Balance Overview`}>{content}</ScreenFrame>;
}
