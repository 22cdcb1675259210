import { useLingui } from '@lingui/react/macro';
import { FigureList } from '@/components/figure-list';
import { formatMoney } from '@/lib/money';
import type { Funds } from '../hooks/use-funds';

export function FundsFigures({ funds }: { funds: Funds | undefined }) {
  const { t } = useLingui();
  return (
    <FigureList
      figures={[
        { label: t`Balance`, value: funds ? formatMoney(funds.balance) : '…', testId: 'payments-balance' },
        { label: t`Exposure`, value: funds ? formatMoney(funds.exposure) : '…', testId: 'payments-exposure' },
        { label: t`Available to withdraw`, value: funds ? formatMoney(Math.max(0, funds.available)) : '…', testId: 'payments-available' },
      ]}
    />
  );
}
