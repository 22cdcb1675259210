// Spec / exchange-domain.md: Indian rupees with lakh grouping (1,00,000).
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 });

export function formatMoney(amount: number): string {
  return rupees.format(amount);
}
