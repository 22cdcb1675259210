import type { CashOutPart, CashOutQuote } from '@/lib/exchange/cash-out';
import { formatMoney } from '@/lib/money';
import { formatPrice } from './slip-inputs';

export function signedRupees(amount: number): string {
  if (amount > 0) return `+₹${formatMoney(amount)}`;
  if (amount < 0) return `−₹${formatMoney(-amount)}`;
  return '₹0';
}

export function profitWord(amount: number): 'profit' | 'loss' | 'even' {
  return amount > 0 ? 'profit' : amount < 0 ? 'loss' : 'even';
}

export function percentOf(part: Pick<CashOutPart, 'share'>): number {
  return Math.round(part.share * 100);
}

export function cashOutHeadline(part: Pick<CashOutPart, 'profit' | 'share'>, percent: number = percentOf(part)): string {
  if (percent >= 100) return `Cash out: ${signedRupees(part.profit)} whatever the result`;
  return `Cash out ${percent}%: ${signedRupees(part.profit)} whatever the result; the rest of your position stays as it is`;
}

/** 'Lay India ₹120 at 2.5'. */
export function cashOutBetText(quote: Pick<CashOutQuote, 'side' | 'price'>, runnerName: string, stake: number): string {
  return `${quote.side === 'back' ? 'Back' : 'Lay'} ${runnerName} ₹${formatMoney(stake)} at ${formatPrice(quote.price)}`;
}

/** '₹50 at 2.5, then ₹69.44 at 2.52 (average 2.51)'. */
export function walkText(quote: Pick<CashOutQuote, 'fills' | 'averageOdds'>): string {
  const levels = quote.fills.map((fill) => `₹${formatMoney(fill.size)} at ${formatPrice(fill.price)}`).join(', then ');
  return quote.averageOdds === null ? levels : `${levels} (average ${quote.averageOdds.toFixed(2)})`;
}

export function movedText(quoted: number, now: number | undefined): string {
  const where = now === undefined ? 'is no longer offered' : `moved from ${formatPrice(quoted)} to ${formatPrice(now)}`;
  return `Cash out not placed: the price ${where} since your quote. Check the new quote and confirm again.`;
}

export const BOOK_CHANGED_TEXT = 'Cash out not placed: the book changed since your quote. Check the new quote and confirm again.';
