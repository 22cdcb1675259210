import type { BetHistoryItem, TransactionItem } from '@/api/generated/types.gen';
import { moneyCell, numberCell, textCell, toCsv, type CsvFile } from '@/lib/csv';
import { formatDateTime } from './statement';

// UKGC RTS 1: each column as the screen shows it; `toCsv` neutralises texts.

/** A fancy line is both runner and market: named once. */
export function selectionOf(row: Pick<BetHistoryItem, 'runnerName' | 'marketName'>): string {
  const { runnerName, marketName } = row;
  if (!runnerName) return marketName ?? '—';
  return !marketName || marketName === runnerName ? runnerName : `${runnerName} (${marketName})`;
}

export const STATEMENT_CSV_HEADER = ['Date', 'Description', 'Credit', 'Debit', 'Balance'] as const;

export function statementCsv(items: readonly TransactionItem[]): CsvFile {
  return toCsv(
    STATEMENT_CSV_HEADER,
    items.map((row) => [
      textCell(formatDateTime(row.date)),
      textCell(row.description),
      moneyCell(row.credit),
      moneyCell(row.debit),
      moneyCell(row.balance),
    ]),
  );
}

export const BET_HISTORY_CSV_HEADER = ['Bet', 'Selection', 'Type', 'Odds', 'Stake', 'Profit/Loss', 'Result', 'Placed', 'Settled'] as const;

export function betHistoryCsv(items: readonly BetHistoryItem[]): CsvFile {
  return toCsv(
    BET_HISTORY_CSV_HEADER,
    items.map((row) => [
      textCell(row.betTitle),
      textCell(selectionOf(row)),
      textCell(row.betType),
      numberCell(row.betRate ?? row.odds),
      moneyCell(row.stake),
      moneyCell(row.profitLoss),
      textCell(row.result),
      textCell(formatDateTime(row.placeTime)),
      textCell(row.settleTime ? formatDateTime(row.settleTime) : '—'),
    ]),
  );
}
