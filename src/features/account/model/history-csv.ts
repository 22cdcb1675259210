import { msg } from '@lingui/core/macro';
import type { BetHistoryItem, TransactionItem } from '@/api/generated/types.gen';
import { moneyCell, numberCell, textCell, toCsv, type CsvFile } from '@/lib/csv';
import { i18n } from '@/lib/i18n/runtime';
import { betResultLabel, betTypeLabel } from './bet-words';
import { formatDateTime } from './statement';

// UKGC RTS 1: each column as the screen shows it; `toCsv` neutralises texts.

/** A fancy line is both runner and market: named once. */
export function selectionOf(row: Pick<BetHistoryItem, 'runnerName' | 'marketName'>): string {
  const { runnerName, marketName } = row;
  if (!runnerName) return marketName ?? '—';
  return !marketName || marketName === runnerName ? runnerName : `${runnerName} (${marketName})`;
}

export const STATEMENT_CSV_HEADER = [msg`Date`, msg`Description`, msg`Credit`, msg`Debit`, msg`Balance`];

export function statementCsv(items: readonly TransactionItem[]): CsvFile {
  return toCsv(
    STATEMENT_CSV_HEADER.map((header) => i18n._(header)),
    items.map((row) => [
      textCell(formatDateTime(row.date)),
      textCell(row.description),
      moneyCell(row.credit),
      moneyCell(row.debit),
      moneyCell(row.balance),
    ]),
  );
}

export const BET_HISTORY_CSV_HEADER = [
  msg`Bet`,
  msg`Selection`,
  msg`Type`,
  msg`Odds`,
  msg`Stake`,
  msg`Profit/Loss`,
  msg`Result`,
  msg`Placed`,
  msg`Settled`,
];

export function betHistoryCsv(items: readonly BetHistoryItem[]): CsvFile {
  return toCsv(
    BET_HISTORY_CSV_HEADER.map((header) => i18n._(header)),
    items.map((row) => [
      textCell(row.betTitle),
      textCell(selectionOf(row)),
      textCell(betTypeLabel(row.betType)),
      numberCell(row.betRate ?? row.odds),
      moneyCell(row.stake),
      moneyCell(row.profitLoss),
      textCell(betResultLabel(row.result)),
      textCell(formatDateTime(row.placeTime)),
      textCell(row.settleTime ? formatDateTime(row.settleTime) : '—'),
    ]),
  );
}
