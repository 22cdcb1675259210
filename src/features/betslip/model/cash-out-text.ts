import { msg, t } from '@lingui/core/macro';
import type { CashOutPart, CashOutQuote } from '@/lib/exchange/cash-out';
import { formatMoney } from '@/lib/money';
import { formatPrice } from './slip-inputs';
import { sideLabel } from './slip-selection';

export function signedRupees(amount: number): string {
  if (amount > 0) return `+₹${formatMoney(amount)}`;
  if (amount < 0) return `−₹${formatMoney(-amount)}`;
  return '₹0';
}

export function profitWord(amount: number): string {
  return amount > 0 ? t`profit` : amount < 0 ? t`loss` : t`even`;
}

export function percentOf(part: Pick<CashOutPart, 'share'>): number {
  return Math.round(part.share * 100);
}

export function cashOutHeadline(part: Pick<CashOutPart, 'profit' | 'share'>, percent: number = percentOf(part)): string {
  const amount = signedRupees(part.profit);
  if (percent >= 100) return t`Cash out: ${amount} whatever the result`;
  return t`Cash out ${percent}%: ${amount} whatever the result; the rest of your position stays as it is`;
}

/** 'Lay India ₹120 at 2.5'. */
export function cashOutBetText(quote: Pick<CashOutQuote, 'side' | 'price'>, runnerName: string, stake: number): string {
  const side = sideLabel(quote.side, 'odds');
  const amount = formatMoney(stake);
  const price = formatPrice(quote.price);
  return t`${side} ${runnerName} ₹${amount} at ${price}`;
}

/** '₹50 at 2.5, then ₹69.44 at 2.52 (average 2.51)'. */
export function walkText(quote: Pick<CashOutQuote, 'fills' | 'averageOdds'>): string {
  const levels = quote.fills
    .map((fill) => {
      const amount = formatMoney(fill.size);
      const price = formatPrice(fill.price);
      return t`₹${amount} at ${price}`;
    })
    .join(t`, then `);
  if (quote.averageOdds === null) return levels;
  const average = quote.averageOdds.toFixed(2);
  return t`${levels} (average ${average})`;
}

export function movedText(quoted: number, now: number | undefined): string {
  if (now === undefined)
    return t`Cash out not placed: the price is no longer offered since your quote. Check the new quote and confirm again.`;
  const from = formatPrice(quoted);
  const to = formatPrice(now);
  return t`Cash out not placed: the price moved from ${from} to ${to} since your quote. Check the new quote and confirm again.`;
}

export const BOOK_CHANGED_TEXT = msg`Cash out not placed: the book changed since your quote. Check the new quote and confirm again.`;
