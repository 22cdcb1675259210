// docs/domain.md "Odds ladder".
import { t } from '@lingui/core/macro';
import { MAX_PRICE, MIN_PRICE, isOnLadder, snapToLadder, tickDown, tickUp } from '@/lib/exchange/ladder';
import type { PriceKind } from '@/lib/exchange/positions';
import { readAmount, readPrice } from '@/lib/typed-number';

export type ParsedPrice = { ok: true; price: number; note: string | null } | { ok: false; message: string };

/** openapi PlaceBetRequest.rate > 0. */
export const MIN_RATE = 1;

export function formatPrice(price: number): string {
  return String(Math.round(price * 100) / 100);
}

export function parsePrice(kind: PriceKind, text: string): ParsedPrice {
  const value = readPrice(text);
  if (value === null || value <= 0) {
    return { ok: false, message: kind === 'odds' ? t`Enter odds from ${MIN_PRICE} to ${MAX_PRICE}` : t`Enter a whole-number rate` };
  }
  if (kind === 'odds') {
    if (isOnLadder(value)) return { ok: true, price: value, note: null };
    const snapped = snapToLadder(value);
    const typed = text.trim();
    const nearest = formatPrice(snapped);
    return {
      ok: true,
      price: snapped,
      note: t`${typed} is not a valid price: changed to ${nearest}, the nearest step of the odds ladder.`,
    };
  }
  const whole = Math.max(MIN_RATE, Math.round(value));
  if (whole === value) return { ok: true, price: whole, note: null };
  return { ok: true, price: whole, note: t`Rates are whole numbers: changed to ${whole}.` };
}

export function stepPrice(kind: PriceKind, price: number, direction: 1 | -1): number {
  if (kind === 'odds') return direction === 1 ? tickUp(price) : tickDown(price);
  return Math.max(MIN_RATE, Math.round(price) + direction);
}

export function parseStake(text: string): number | null {
  const value = readAmount(text);
  return value !== null && value > 0 ? value : null;
}

export function stakeProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || parseStake(trimmed) !== null) return null;
  if (/^[\d.,]+$/.test(trimmed) && /[1-9]/.test(trimmed)) {
    return t`Enter the stake as 1000, 1,000 or 100.50 (at most two decimals).`;
  }
  return t`Enter a stake above 0.`;
}
