import type { BetHistoryItem, TransactionItem } from '@/api/generated/types.gen';
import { formatMoney } from '@/lib/money';
import { formatDateTime } from './statement';

// Account history export (UKGC RTS 1; Safer gambling): the statement and the bet history of a range
// as CSV, each column as the screen shows it, built from the same calls the screens make.

/** What was backed or laid: the runner and its market (a fancy line is both, named once). */
export function selectionOf(row: Pick<BetHistoryItem, 'runnerName' | 'marketName'>): string {
  const { runnerName, marketName } = row;
  if (!runnerName) return marketName ?? '—';
  return !marketName || marketName === runnerName ? runnerName : `${runnerName} (${marketName})`;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. A field that a
 * spreadsheet would run as a formula (=, +, -, @ first) is not touched: amounts like "-500" must stay
 * numbers, and no field here is free text the player did not see on the screen. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

export const STATEMENT_CSV_HEADER = ['Date', 'Description', 'Credit', 'Debit', 'Balance'] as const;

export function statementCsv(items: readonly TransactionItem[]): string {
  return toCsv(
    STATEMENT_CSV_HEADER,
    items.map((row) => [formatDateTime(row.date), row.description, formatMoney(row.credit), formatMoney(row.debit), formatMoney(row.balance)]),
  );
}

export const BET_HISTORY_CSV_HEADER = ['Bet', 'Selection', 'Type', 'Odds', 'Stake', 'Profit/Loss', 'Result', 'Placed', 'Settled'] as const;

export function betHistoryCsv(items: readonly BetHistoryItem[]): string {
  return toCsv(
    BET_HISTORY_CSV_HEADER,
    items.map((row) => [
      row.betTitle,
      selectionOf(row),
      row.betType,
      String(row.betRate ?? row.odds),
      formatMoney(row.stake),
      formatMoney(row.profitLoss),
      row.result,
      formatDateTime(row.placeTime),
      row.settleTime ? formatDateTime(row.settleTime) : '—',
    ]),
  );
}
