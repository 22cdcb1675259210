// Money is rupees with paise: round once, at the edge, so 1000 × (1.9 − 1) reads 900 and not
// 899.9999999.
export function roundMoney(amount: number): number {
  const rounded = Math.round(amount * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}
