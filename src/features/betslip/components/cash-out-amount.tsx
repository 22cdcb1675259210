import { profitWord, signedRupees } from '../model/cash-out-text';
import classes from './cash-out.module.css';

/** '+₹20 profit' / '−₹20 loss': the sign and the word say it, the colour repeats it. */
export function CashOutAmount({ value, withWord = true }: { value: number; withWord?: boolean }) {
  const sign = value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero';
  return (
    <span className={classes.amount} data-sign={sign}>
      {signedRupees(value)}
      {withWord && ` ${profitWord(value)}`}
    </span>
  );
}
