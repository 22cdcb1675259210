import { formatMoney } from '@/lib/money';
import classes from './markets.module.css';

/** An amount with its sign written out (+1,500 / −1,000): green and red repeat what the sign says,
 * never replace it. */
export function SignedAmount({ value }: { value: number }) {
  const sign = value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero';
  const text = value > 0 ? `+${formatMoney(value)}` : value < 0 ? `−${formatMoney(-value)}` : '0';
  return (
    <span className={classes.amount} data-sign={sign}>
      {text}
    </span>
  );
}
