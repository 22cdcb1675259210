import { SignedFigure } from '@/components/signed-figure';
import { pnlWord, signedMoney } from '../model/profit-loss';
import classes from './profit-loss.module.css';

interface PnlAmountProps {
  value: number;
  withWord?: boolean;
  testId?: string;
}

/** The sign written out; green and red only repeat it. */
export function PnlAmount({ value, withWord = false, testId }: PnlAmountProps) {
  return (
    <SignedFigure value={value} className={classes.amount} testId={testId}>
      {signedMoney(value)}
      {withWord && ` ${pnlWord(value)}`}
    </SignedFigure>
  );
}
