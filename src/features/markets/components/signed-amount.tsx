import { SignedFigure } from '@/components/signed-figure';
import { formatMoney } from '@/lib/money';

/** An amount with its sign written out (+1,500 / −1,000): green and red repeat what the sign says,
 * never replace it. */
export function SignedAmount({ value }: { value: number }) {
  const text = value > 0 ? `+${formatMoney(value)}` : value < 0 ? `−${formatMoney(-value)}` : '0';
  return <SignedFigure value={value}>{text}</SignedFigure>;
}
