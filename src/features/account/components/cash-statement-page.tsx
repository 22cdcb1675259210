import { Anchor, NativeSelect } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/api/errors';
import { getTransactionHistoryOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { TransactionItem, TransactionType } from '@/api/generated/types.gen';
import { PagedTable, type TableColumn } from '@/components/paged-table/paged-table';
import { formatMoney } from '@/lib/money';
import { ScreenFrame } from '@/components/screen-frame';
import { DateRangeForm } from './date-range-form';
import { presetRange, skipCount, type DayRange } from '../model/date-range';
import { formatDateTime, STATEMENT_PAGE_SIZES, toTransactionType, transactionTypes } from '../model/statement';
import { TransactionDetailModal } from './transaction-detail-modal';

interface StatementFilter extends DayRange {
  type: TransactionType;
}

/** docs/wire.md §2.9. Unlike the old client's, Search does search. */
export function CashStatementPage() {
  const { t } = useLingui();
  const [draft, setDraft] = useState<StatementFilter>(() => ({ ...presetRange('today', Date.now()), type: 0 }));
  const [filter, setFilter] = useState<StatementFilter>(draft);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(STATEMENT_PAGE_SIZES[0]);
  const [detailId, setDetailId] = useState<number | null>(null);

  const history = useQuery({
    ...getTransactionHistoryOptions({
      query: { From: filter.from, To: filter.to, Type: filter.type, MaxResultCount: pageSize, SkipCount: skipCount(page, pageSize) },
    }),
    placeholderData: keepPreviousData,
  });

  const search = (range: DayRange) => {
    setFilter({ ...draft, ...range });
    setPage(1);
  };

  const columns: readonly TableColumn<TransactionItem>[] = [
    { key: 'date', header: t`Date`, cell: (row) => formatDateTime(row.date) },
    {
      key: 'description',
      header: t`Description`,
      // docs/wire.md §2.9: a row with an event opens its settled market.
      cell: (row) =>
        row.eventId === null || row.eventId === undefined ? (
          row.description
        ) : (
          <Anchor component="button" type="button" size="sm" onClick={() => setDetailId(row.id)}>
            {row.description}
          </Anchor>
        ),
    },
    { key: 'credit', header: t`Credit`, cell: (row) => formatMoney(row.credit), align: 'end' },
    { key: 'debit', header: t`Debit`, cell: (row) => formatMoney(row.debit), align: 'end' },
    { key: 'balance', header: t`Balance`, cell: (row) => formatMoney(row.balance), align: 'end' },
  ];

  const result = history.data?.result;
  return (
    <ScreenFrame title={t`Account Statement`}>
      <DateRangeForm
        label={t`Statement filters`}
        value={draft}
        onChange={(range) => setDraft({ ...draft, ...range })}
        onSearch={search}
        submitLabel={t`Search`}
      >
        <NativeSelect
          label={t`Type`}
          data={transactionTypes.map((type) => ({ value: String(type.value), label: t(type.label) }))}
          value={String(draft.type)}
          onChange={(event) => setDraft({ ...draft, type: toTransactionType(event.currentTarget.value) })}
        />
      </DateRangeForm>
      <PagedTable
        caption={t`Transactions`}
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(row) => row.id}
        status={history.isError ? 'error' : history.isPending ? 'pending' : 'success'}
        errorText={history.isError ? errorMessage(history.error) : undefined}
        onRetry={() => void history.refetch()}
        emptyText={t`No transactions in this period.`}
        page={page}
        pageSize={pageSize}
        pageSizes={STATEMENT_PAGE_SIZES}
        totalCount={result?.totalCount}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
      <TransactionDetailModal transactionId={detailId} onClose={() => setDetailId(null)} />
    </ScreenFrame>
  );
}
