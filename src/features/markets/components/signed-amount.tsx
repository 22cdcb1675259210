import { SignedFigure } from '@/components/signed-figure';
import { formatMoney } from '@/lib/money';

/** Colour repeats the written sign, never replaces it. */
export function SignedAmount({ value }: { value: number }) {
  const text = value > 0 ? `+${formatMoney(value)}` : value < 0 ? `−${formatMoney(-value)}` : '0';
  return <SignedFigure value={value}>{text}</SignedFigure>;
}
