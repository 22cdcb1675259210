// The player's words for a cash out ("Cash out: +₹X whatever the result").
import type { CashOutQuote } from '@/lib/exchange/cash-out';
import { formatMoney } from '@/lib/money';
import { formatPrice } from './slip-inputs';

export function signedRupees(amount: number): string {
  if (amount > 0) return `+₹${formatMoney(amount)}`;
  if (amount < 0) return `−₹${formatMoney(-amount)}`;
  return '₹0';
}

/** The headline of a quote: a full cash out levels every runner; a partial one secures its share. */
export function cashOutHeadline(quote: CashOutQuote, percent: number): string {
  if (percent >= 100) return `Cash out: ${signedRupees(quote.profit)} whatever the result`;
  return `Cash out ${percent}%: ${signedRupees(quote.profit)} whatever the result; the rest of your position stays as it is`;
}

/** The bet that does it, e.g. 'Lay India ₹120 at 2.5'. */
export function cashOutBetText(quote: CashOutQuote, runnerName: string): string {
  return `${quote.side === 'back' ? 'Back' : 'Lay'} ${runnerName} ₹${formatMoney(quote.stake)} at ${formatPrice(quote.price)}`;
}

/** The market moved between the quote and the confirmation: nothing was placed. */
export function movedText(quoted: number, now: number | undefined): string {
  const where = now === undefined ? 'is no longer offered' : `moved from ${formatPrice(quoted)} to ${formatPrice(now)}`;
  return `Cash out not placed: the price ${where} since your quote. Check the new quote and confirm again.`;
}
