import { numberFormat } from './intl';

// Rupees with paise, rounded once at the edge (docs/domain.md "Amounts").

/** So 1000 × (1.9 − 1) reads 900, not 899.9999999 (and never -0). */
export function roundMoney(amount: number): number {
  const rounded = Math.round(amount * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

const RUPEES: Intl.NumberFormatOptions = { maximumFractionDigits: 2, minimumFractionDigits: 0 };

export function formatMoney(amount: number): string {
  return numberFormat(RUPEES).format(amount);
}

export type Sign = 'positive' | 'negative' | 'zero';

export function signOf(value: number): Sign {
  return value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero';
}
