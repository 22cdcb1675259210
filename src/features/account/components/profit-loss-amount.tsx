import { SignedFigure } from '@/components/signed-figure';
import { useLingui } from '@/hooks/use-lingui';
import { describePnl, signedMoney } from '../model/profit-loss';
import classes from './profit-loss.module.css';

interface PnlAmountProps {
  value: number;
  withWord?: boolean;
  testId?: string;
}

/** The sign written out; green and red only repeat it. */
export function PnlAmount({ value, withWord = false, testId }: PnlAmountProps) {
  // Renders again when the language changes.
  useLingui();
  return (
    <SignedFigure value={value} className={classes.amount} testId={testId}>
      {withWord ? describePnl(value) : signedMoney(value)}
    </SignedFigure>
  );
}
