import { SignedFigure } from '@/components/signed-figure';
import { profitWord, signedRupees } from '../model/cash-out-text';

/** The sign and the word say it; the colour repeats it. */
export function CashOutAmount({ value, withWord = true }: { value: number; withWord?: boolean }) {
  return (
    <SignedFigure value={value}>
      {signedRupees(value)}
      {withWord && ` ${profitWord(value)}`}
    </SignedFigure>
  );
}
