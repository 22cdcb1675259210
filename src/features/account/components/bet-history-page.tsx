import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/api/errors';
import type { BetHistoryItem } from '@/api/generated/types.gen';
import { PagedTable, type TableColumn } from '@/components/paged-table/paged-table';
import { formatMoney } from '@/lib/money';
import { ScreenFrame } from '@/components/screen-frame';
import { betHistoryQueryOptions } from '../bet-history-query';
import { BetResultBadge } from './bet-result-badge';
import { DateRangeForm } from './date-range-form';
import { presetRange, skipCount, type DayRange } from '../model/date-range';
import { formatDateTime } from '../model/statement';
import { selectionOf } from '../model/history-csv';

const PAGE_SIZES = [10, 25, 50, 100] as const;

const columns: readonly TableColumn<BetHistoryItem>[] = [
  { key: 'bet', header: 'Bet', cell: (row) => row.betTitle },
  { key: 'selection', header: 'Selection', cell: selectionOf },
  { key: 'type', header: 'Type', cell: (row) => row.betType },
  { key: 'odds', header: 'Odds', cell: (row) => String(row.betRate ?? row.odds), align: 'end' },
  { key: 'stake', header: 'Stake', cell: (row) => formatMoney(row.stake), align: 'end' },
  { key: 'profitLoss', header: 'Profit/Loss', cell: (row) => formatMoney(row.profitLoss), align: 'end' },
  { key: 'result', header: 'Result', cell: (row) => <BetResultBadge result={row.result} /> },
  { key: 'placed', header: 'Placed', cell: (row) => formatDateTime(row.placeTime) },
  { key: 'settled', header: 'Settled', cell: (row) => (row.settleTime ? formatDateTime(row.settleTime) : '—') },
];

/** docs/wire.md §2.8. The first load asks for every date, as the old client did. */
export function BetHistoryPage() {
  const [range, setRange] = useState<DayRange | null>(null);
  const [draft, setDraft] = useState<DayRange>(() => presetRange('today', Date.now()));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);

  const history = useQuery(
    betHistoryQueryOptions({
      startDate: range?.from ?? null,
      endDate: range?.to ?? null,
      sorting: '',
      maxResultCount: pageSize,
      skipCount: skipCount(page, pageSize),
    }),
  );

  const show = (next: DayRange) => {
    setRange(next);
    setDraft(next);
    setPage(1);
  };

  const result = history.data?.result;
  return (
    <ScreenFrame title="Bet History">
      <DateRangeForm
        label="Bet history dates"
        value={draft}
        onChange={setDraft}
        onSearch={show}
        submitLabel="Get History"
        presets={['today', 'fromYesterday']}
      />
      <Text size="sm" aria-live="polite">
        {range === null ? 'Showing all dates' : `Showing ${range.from} to ${range.to}`}
      </Text>
      <PagedTable
        caption="Settled bets"
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(row) => row.betId}
        status={history.isError ? 'error' : history.isPending ? 'pending' : 'success'}
        errorText={history.isError ? errorMessage(history.error) : undefined}
        onRetry={() => void history.refetch()}
        emptyText="No settled bets in this period."
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        totalCount={result?.totalCount}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </ScreenFrame>
  );
}
