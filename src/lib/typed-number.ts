// The one reader of numbers a player types: amounts (stakes, payments, limits) and prices (odds,
// rates). Rule and examples: docs/domain.md "Typed numbers"; tests/unit/typed-number-rule.test.ts
// fails on a field that reads its text another way.

/** Commas that group thousands as the app shows amounts: en-IN '1,00,000' or '100,000'. */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$|^\d{1,2}(,\d{2})*,\d{3}(\.\d{1,2})?$/;
/** A comma-decimal phone keyboard: one comma before one or two decimals, '100,50'. */
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;
const PLAIN = /^\d+(\.\d{1,2})?$/;

/**
 * An amount as typed, never larger than the player meant: a comma before exactly three digits groups
 * thousands, a last comma before one or two digits is a decimal comma, a dot is a decimal point.
 * Null when empty or not readable by that rule; 0 stays 0 (the caller says whether 0 is allowed).
 */
export function readAmount(text: string): number | null {
  const trimmed = text.trim();
  if (PLAIN.test(trimmed)) return Number(trimmed);
  if (DECIMAL_COMMA.test(trimmed)) return Number(trimmed.replace(',', '.'));
  if (GROUPED.test(trimmed)) return Number(trimmed.replaceAll(',', ''));
  return null;
}

/** Odds or a rate as typed. Prices stop at 1000, so a comma is always a decimal comma: '2,5' is 2.5.
 * Null when empty or not a plain number (two separators, letters). */
export function readPrice(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}
