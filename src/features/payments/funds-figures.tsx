import { formatMoney } from '@/lib/money';
import classes from './payments-screen.module.css';
import type { Funds } from './use-funds';

/** Balance, exposure and what may be withdrawn, each read with its name. */
export function FundsFigures({ funds }: { funds: Funds | undefined }) {
  const figures = [
    { label: 'Balance', value: funds ? formatMoney(funds.balance) : '…', testId: 'payments-balance' },
    { label: 'Exposure', value: funds ? formatMoney(funds.exposure) : '…', testId: 'payments-exposure' },
    { label: 'Available to withdraw', value: funds ? formatMoney(Math.max(0, funds.available)) : '…', testId: 'payments-available' },
  ];
  return (
    <dl className={classes.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={classes.figure}>
          <dt>{figure.label}</dt>
          <dd data-testid={figure.testId}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
