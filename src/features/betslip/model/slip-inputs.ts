// The slip's two inputs. Odds follow the ladder: +/− move one tick and typed odds snap to the
// nearest tick, saying so; bookmaker, toss and fancy rates step by whole numbers (docs/domain.md
// "Odds ladder").
import { MAX_PRICE, MIN_PRICE, isOnLadder, snapToLadder, tickDown, tickUp } from '@/lib/exchange/ladder';
import type { PriceKind } from '@/lib/exchange/positions';

export type ParsedPrice = { ok: true; price: number; note: string | null } | { ok: false; message: string };

/** Rates are whole numbers from 1 (openapi PlaceBetRequest.rate > 0). */
export const MIN_RATE = 1;

/** What the input shows for a price: odds with their hundredths as needed, rates whole. */
export function formatPrice(price: number): string {
  return String(Math.round(price * 100) / 100);
}

/**
 * Typed odds or a rate as a number. Prices never need a thousands separator (odds stop at 1000), so a
 * comma is a decimal comma, as phone keyboards of comma-decimal locales type it: '2,5' is 2.5, never
 * 25. NaN for anything else (two separators, letters).
 */
export function priceValueOf(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

export function parsePrice(kind: PriceKind, text: string): ParsedPrice {
  const value = priceValueOf(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) {
    return { ok: false, message: kind === 'odds' ? `Enter odds from ${MIN_PRICE} to ${MAX_PRICE}` : 'Enter a whole-number rate' };
  }
  if (kind === 'odds') {
    if (isOnLadder(value)) return { ok: true, price: value, note: null };
    const snapped = snapToLadder(value);
    return { ok: true, price: snapped, note: `${text.trim()} is not a valid price: changed to ${formatPrice(snapped)}, the nearest step of the odds ladder.` };
  }
  const whole = Math.max(MIN_RATE, Math.round(value));
  if (whole === value) return { ok: true, price: whole, note: null };
  return { ok: true, price: whole, note: `Rates are whole numbers: changed to ${whole}.` };
}

/** The slip's + and −: one ladder tick for odds, one for rates. */
export function stepPrice(kind: PriceKind, price: number, direction: 1 | -1): number {
  if (kind === 'odds') return direction === 1 ? tickUp(price) : tickDown(price);
  return Math.max(MIN_RATE, Math.round(price) + direction);
}

/** A typed amount with commas that group thousands, as the app shows amounts (en-IN '1,00,000', or
 * '100,000'): every group after the first has three digits, or two before the last three. */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$|^\d{1,2}(,\d{2})*,\d{3}(\.\d{1,2})?$/;
/** One decimal comma and at most two decimals, as a comma-decimal phone keyboard types it: '100,50'. */
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;
const PLAIN = /^\d+(\.\d{1,2})?$/;

/**
 * A stake as typed, by one rule that never makes an amount larger than the player meant: a comma
 * before exactly three digits groups thousands ('1,000', '1,00,000'); a last comma before one or two
 * digits is a decimal comma ('100,50' is 100.50, not 10050); a dot is a decimal point. Null while
 * empty, not a positive amount, or not readable by that rule (`stakeProblem` says why).
 */
export function parseStake(text: string): number | null {
  const trimmed = text.trim();
  let value: number;
  if (PLAIN.test(trimmed)) value = Number(trimmed);
  else if (DECIMAL_COMMA.test(trimmed)) value = Number(trimmed.replace(',', '.'));
  else if (GROUPED.test(trimmed)) value = Number(trimmed.replace(/,/g, ''));
  else return null;
  return value > 0 ? value : null;
}

/** Why a typed stake cannot be read, for the field; null when empty or readable. */
export function stakeProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || parseStake(trimmed) !== null) return null;
  if (/^[\d.,]+$/.test(trimmed) && Number(trimmed.replace(/[.,]/g, '')) > 0) {
    return 'Enter the stake as 1000, 1,000 or 100.50 (at most two decimals).';
  }
  return 'Enter a stake above 0.';
}
