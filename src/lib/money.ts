// Rupees with paise, rounded once at the edge (docs/domain.md "Amounts").

/** So 1000 × (1.9 − 1) reads 900, not 899.9999999 (and never -0). */
export function roundMoney(amount: number): number {
  const rounded = Math.round(amount * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Made on first use: a first Intl formatter builds ICU's locale data. */
let rupees: Intl.NumberFormat | undefined;

export function formatMoney(amount: number): string {
  rupees ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
  return rupees.format(amount);
}

export type Sign = 'positive' | 'negative' | 'zero';

export function signOf(value: number): Sign {
  return value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero';
}
