import { formatMoney } from './money';

// The one CSV writer (RFC 4180); texts are neutralised per OWASP's CSV-injection guidance.

declare const csvFile: unique symbol;
export type CsvFile = string & { readonly [csvFile]: true };

export type CsvCell = { readonly kind: 'text'; readonly value: string } | { readonly kind: 'figure'; readonly value: string };

export function textCell(value: string): CsvCell {
  return { kind: 'text', value };
}

export function moneyCell(amount: number): CsvCell {
  return { kind: 'figure', value: formatMoney(amount) };
}

export function numberCell(value: number): CsvCell {
  return { kind: 'figure', value: String(value) };
}

/** OWASP: a cell starting with =, +, -, @, tab or CR runs as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A figure cell of another shape is written as text. */
const FIGURE = /^-?\d[\d,]*(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

function field(cell: CsvCell): string {
  const figure = cell.kind === 'figure' && FIGURE.test(cell.value);
  const neutralised = !figure && FORMULA_START.test(cell.value);
  const value = neutralised ? `'${cell.value}` : cell.value;
  // A neutralised text is always quoted (OWASP); any other field only when RFC 4180 needs it.
  return neutralised || NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): CsvFile {
  const lines = [header.map(textCell), ...rows].map((row) => row.map(field).join(','));
  return `${lines.join('\r\n')}\r\n` as CsvFile;
}
