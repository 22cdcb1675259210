// Money, in one module: Indian rupees with paise, rounded once at the edge, shown with lakh grouping
// (docs/product.md §3 stake titles, docs/domain.md "Amounts").

/** Rounds to paise, so 1000 × (1.9 − 1) reads 900 and not 899.9999999 (and never -0). */
export function roundMoney(amount: number): number {
  const rounded = Math.round(amount * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Lakh grouping (1,00,000), up to two decimals. Made on the first amount shown, not as the module
 * loads: a first Intl formatter costs ~0.13 s on a slow phone (ICU's locale data), and the entry's
 * evaluation is the first visit's longest task, though a signed-out first screen shows no amount. */
let rupees: Intl.NumberFormat | undefined;

export function formatMoney(amount: number): string {
  rupees ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
  return rupees.format(amount);
}

/** Which way a figure goes: the `data-sign` of signed amounts and of the P&L chart's markers. */
export type Sign = 'positive' | 'negative' | 'zero';

export function signOf(value: number): Sign {
  return value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero';
}
