// The one reader of typed amounts and prices (docs/domain.md "Typed numbers"; tests/unit/typed-number-rule.test.ts).

const GROUPED = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$|^\d{1,2}(,\d{2})*,\d{3}(\.\d{1,2})?$/;
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;
const PLAIN = /^\d+(\.\d{1,2})?$/;

/** Never larger than the player meant; 0 stays 0. */
export function readAmount(text: string): number | null {
  const trimmed = text.trim();
  if (PLAIN.test(trimmed)) return Number(trimmed);
  if (DECIMAL_COMMA.test(trimmed)) return Number(trimmed.replace(',', '.'));
  if (GROUPED.test(trimmed)) return Number(trimmed.replaceAll(',', ''));
  return null;
}

/** Prices stop at 1000, so a comma is always a decimal comma. */
export function readPrice(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}
