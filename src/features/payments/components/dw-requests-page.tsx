import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, NativeSelect, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/errors';
import type { DepositWithdrawalItem } from '@/api/generated/types.gen';
import { PagedTable, type TableColumn } from '@/components/paged-table/paged-table';
import { useDomainSetting } from '@/features/site';
import { formatMoney } from '@/lib/money';
import { DwStatusBadge } from './dw-status-badge';
import { dwRequestsQueryOptions } from '../dw-requests-query';
import { methodLabel } from '../model/method-words';
import {
  formatRequestTime,
  REQUEST_PAGE_SIZES,
  statusFilters,
  toStatusFilter,
  toTypeFilter,
  typeFilters,
  type DwStatusFilter,
  type DwTypeFilter,
} from '../model/requests';
import { depositWithdrawHref } from '../model/route-tab';
import { ScreenFrame } from '@/components/screen-frame';

/** docs/product.md §2, docs/wire.md §2.11. */
export function DwRequestsPage() {
  const { t } = useLingui();
  const columns = useMemo(
    (): readonly TableColumn<DepositWithdrawalItem>[] => [
      { key: 'creationTime', header: t`Date`, cell: (row) => formatRequestTime(row.creationTime) },
      { key: 'id', header: t`Request`, cell: (row) => `#${row.id}` },
      // The wire's type, in words of the language on screen.
      {
        key: 'type',
        header: t`Type`,
        cell: (row) => (row.type === 'Deposit' ? t`Deposit` : row.type === 'Withdrawal' ? t`Withdrawal` : row.type),
      },
      { key: 'paymentMethod', header: t`Method`, cell: (row) => methodLabel(row.paymentMethod) },
      { key: 'amount', header: t`Amount`, cell: (row) => formatMoney(row.amount), align: 'end' },
      { key: 'accountNumber', header: t`Account`, cell: (row) => row.accountNumber ?? '–' },
      { key: 'status', header: t`Status`, cell: (row) => <DwStatusBadge status={row.status} statusName={row.statusName} /> },
      // The operator's words, as sent.
      { key: 'remarks', header: t`Remarks`, cell: (row) => row.remarks ?? '–' },
    ],
    [t],
  );
  const setting = useDomainSetting();
  const [type, setType] = useState<DwTypeFilter>('0');
  const [status, setStatus] = useState<DwStatusFilter>('0');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(REQUEST_PAGE_SIZES[0]);

  const requests = useQuery(
    dwRequestsQueryOptions({
      maxResultCount: pageSize,
      skipCount: (page - 1) * pageSize,
      sorting: null,
      filter: '',
      filterByUser: true,
      status,
      type,
    }),
  );

  if (setting.data?.showDWRequests === false) {
    return (
      <ScreenFrame title={t`Deposit & Withdrawal Requests`}>
        <Text size="sm">{t`Request history is not available on this site.`}</Text>
      </ScreenFrame>
    );
  }

  const filtered = type !== '0' || status !== '0';
  const result = requests.data?.result;
  const empty = result !== undefined && result.totalCount === 0 && !filtered;
  return (
    <ScreenFrame title={t`Deposit & Withdrawal Requests`}>
      <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t`Request filters`}>
        <NativeSelect
          label={t`Type`}
          data={typeFilters.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={type}
          onChange={(event) => {
            setType(toTypeFilter(event.currentTarget.value));
            setPage(1);
          }}
        />
        <NativeSelect
          label={t`Status`}
          data={statusFilters.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={status}
          onChange={(event) => {
            setStatus(toStatusFilter(event.currentTarget.value));
            setPage(1);
          }}
        />
      </Group>
      <PagedTable
        caption={t`Requests`}
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(row) => row.id}
        status={requests.isError ? 'error' : requests.isPending ? 'pending' : 'success'}
        errorText={requests.isError ? errorMessage(requests.error) : undefined}
        onRetry={() => void requests.refetch()}
        emptyText={filtered ? t`No requests match these filters.` : t`You have no deposit or withdrawal requests yet.`}
        page={page}
        pageSize={pageSize}
        pageSizes={REQUEST_PAGE_SIZES}
        totalCount={result?.totalCount}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
      {empty && (
        <Anchor component={Link} to={depositWithdrawHref('deposit')}>
          {t`+ Add Deposit`}
        </Anchor>
      )}
    </ScreenFrame>
  );
}
