import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/api/errors';
import { getTransactionHistoryOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { BetHistoryItem, TransactionItem } from '@/api/generated/types.gen';
import { OutcomeAlert } from '@/components/outcome-alert';
import type { CsvFile } from '@/lib/csv';
import { betHistoryQueryOptions } from '../bet-history-query';
import { presetRange, rangeProblem, type DayRange } from '../model/date-range';
import { betHistoryCsv, statementCsv } from '../model/history-csv';
import { DayRangeFields } from './day-range-fields';

const EXPORT_PAGE_SIZE = 100;

type Export = 'statement' | 'bets';

function download(fileName: string, csv: CsvFile): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** UKGC RTS 1, from the screens' own calls (no server export). */
export function AccountHistoryExport() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [range, setRange] = useState<DayRange>(() => presetRange('last30Days', Date.now()));
  const [busy, setBusy] = useState<Export | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = rangeProblem(range);

  const readAll = async <T,>(page: (skip: number) => Promise<{ totalCount: number; items: T[] }>): Promise<T[]> => {
    const rows: T[] = [];
    for (let skip = 0; ; skip += EXPORT_PAGE_SIZE) {
      const { totalCount, items } = await page(skip);
      rows.push(...items);
      if (items.length === 0 || rows.length >= totalCount) return rows;
    }
  };

  const run = async (kind: Export) => {
    if (problem !== null || busy) return;
    setBusy(kind);
    setFailure(null);
    try {
      const suffix = `${range.from}-to-${range.to}.csv`;
      if (kind === 'statement') {
        const rows = await readAll<TransactionItem>(
          async (skip) =>
            (
              await queryClient.fetchQuery(
                getTransactionHistoryOptions({
                  query: { From: range.from, To: range.to, Type: 0, MaxResultCount: EXPORT_PAGE_SIZE, SkipCount: skip },
                }),
              )
            ).result,
        );
        download(`statement-${suffix}`, statementCsv(rows));
      } else {
        const rows = await readAll<BetHistoryItem>(
          async (skip) =>
            (
              await queryClient.fetchQuery(
                betHistoryQueryOptions({ startDate: range.from, endDate: range.to, maxResultCount: EXPORT_PAGE_SIZE, skipCount: skip }),
              )
            ).result,
        );
        download(`bet-history-${suffix}`, betHistoryCsv(rows));
      }
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      <DayRangeFields value={range} onChange={setRange} />
      <Group gap="sm" wrap="wrap">
        <Button variant="default" disabled={problem !== null} loading={busy === 'statement'} onClick={() => void run('statement')}>
          {t`Download statement (CSV)`}
        </Button>
        <Button variant="default" disabled={problem !== null} loading={busy === 'bets'} onClick={() => void run('bets')}>
          {t`Download bet history (CSV)`}
        </Button>
      </Group>
      {failure !== null && (
        <OutcomeAlert ok={false} title={t`The export could not be made`}>
          {failure}
        </OutcomeAlert>
      )}
    </Stack>
  );
}
