import { FigureList } from '@/components/figure-list';
import { formatMoney } from '@/lib/money';
import type { Funds } from '../hooks/use-funds';

export function FundsFigures({ funds }: { funds: Funds | undefined }) {
  return (
    <FigureList
      figures={[
        { label: 'Balance', value: funds ? formatMoney(funds.balance) : '…', testId: 'payments-balance' },
        { label: 'Exposure', value: funds ? formatMoney(funds.exposure) : '…', testId: 'payments-exposure' },
        { label: 'Available to withdraw', value: funds ? formatMoney(Math.max(0, funds.available)) : '…', testId: 'payments-available' },
      ]}
    />
  );
}
