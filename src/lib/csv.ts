import { formatMoney } from './money';

// The one writer of the CSV files a player downloads (RFC 4180). Every cell says what it is: a text
// (names and descriptions come from the server, and operators name fancy markets by hand) is
// neutralised as OWASP's CSV-injection guidance says, so a spreadsheet never runs it as a formula; a
// figure the app formatted from a number (money, odds) is written as it is, so it stays a number.

declare const csvFile: unique symbol;
/** The text of a CSV file. Only `toCsv` makes one, so every download goes through its field writer. */
export type CsvFile = string & { readonly [csvFile]: true };

export type CsvCell = { readonly kind: 'text'; readonly value: string } | { readonly kind: 'figure'; readonly value: string };

/** A name, a description, a date or a word: opens as text whatever it starts with. */
export function textCell(value: string): CsvCell {
  return { kind: 'text', value };
}

/** An amount as the screens show it ('1,25,000', '-500'): stays a number in a spreadsheet. */
export function moneyCell(amount: number): CsvCell {
  return { kind: 'figure', value: formatMoney(amount) };
}

/** Odds or a line as a plain number ('1.85'). */
export function numberCell(value: number): CsvCell {
  return { kind: 'figure', value: String(value) };
}

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP: =, +, -, @, tab, CR). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A figure as the formatters write it; anything else in a figure cell (a wire value of the wrong
 * shape) is written as text. */
const FIGURE = /^-?\d[\d,]*(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

function field(cell: CsvCell): string {
  const figure = cell.kind === 'figure' && FIGURE.test(cell.value);
  const neutralised = !figure && FORMULA_START.test(cell.value);
  const value = neutralised ? `'${cell.value}` : cell.value;
  // A neutralised text is always quoted (OWASP); any other field only when RFC 4180 needs it.
  return neutralised || NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A header row of words and the rows of cells, each row ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): CsvFile {
  const lines = [header.map(textCell), ...rows].map((row) => row.map(field).join(','));
  return `${lines.join('\r\n')}\r\n` as CsvFile;
}
