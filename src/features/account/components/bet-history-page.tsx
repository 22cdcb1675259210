import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/api/errors';
import type { BetHistoryItem } from '@/api/generated/types.gen';
import { PagedTable, type TableColumn } from '@/components/paged-table/paged-table';
import { formatMoney } from '@/lib/money';
import { ScreenFrame } from '@/components/screen-frame';
import { betHistoryQueryOptions } from '../bet-history-query';
import { betTypeLabel } from '../model/bet-words';
import { BetResultBadge } from './bet-result-badge';
import { DateRangeForm } from './date-range-form';
import { presetRange, skipCount, type DayRange } from '../model/date-range';
import { formatDateTime } from '../model/statement';
import { selectionOf } from '../model/history-csv';

const PAGE_SIZES = [10, 25, 50, 100] as const;

/** docs/wire.md §2.8. The first load asks for every date, as the old client did. */
export function BetHistoryPage() {
  const { t } = useLingui();
  const columns: readonly TableColumn<BetHistoryItem>[] = [
    { key: 'bet', header: t`Bet`, cell: (row) => row.betTitle },
    { key: 'selection', header: t`Selection`, cell: selectionOf },
    { key: 'type', header: t`Type`, cell: (row) => betTypeLabel(row.betType) },
    { key: 'odds', header: t`Odds`, cell: (row) => String(row.betRate ?? row.odds), align: 'end' },
    { key: 'stake', header: t`Stake`, cell: (row) => formatMoney(row.stake), align: 'end' },
    { key: 'profitLoss', header: t`Profit/Loss`, cell: (row) => formatMoney(row.profitLoss), align: 'end' },
    { key: 'result', header: t`Result`, cell: (row) => <BetResultBadge result={row.result} /> },
    { key: 'placed', header: t`Placed`, cell: (row) => formatDateTime(row.placeTime) },
    { key: 'settled', header: t`Settled`, cell: (row) => (row.settleTime ? formatDateTime(row.settleTime) : '—') },
  ];
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
  const from = range?.from;
  const to = range?.to;
  return (
    <ScreenFrame title={t`Bet History`}>
      <DateRangeForm
        label={t`Bet history dates`}
        value={draft}
        onChange={setDraft}
        onSearch={show}
        submitLabel={t`Get History`}
        presets={['today', 'fromYesterday']}
      />
      <Text size="sm" aria-live="polite">
        {range === null ? t`Showing all dates` : t`Showing ${from} to ${to}`}
      </Text>
      <PagedTable
        caption={t`Settled bets`}
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(row) => row.betId}
        status={history.isError ? 'error' : history.isPending ? 'pending' : 'success'}
        errorText={history.isError ? errorMessage(history.error) : undefined}
        onRetry={() => void history.refetch()}
        emptyText={t`No settled bets in this period.`}
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
