import { Anchor, Group, NativeSelect, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/errors';
import type { DepositWithdrawalItem } from '@/api/generated/types.gen';
import { PagedTable, type TableColumn } from '@/components/paged-table/paged-table';
import { useDomainSetting } from '@/features/site';
import { formatMoney } from '@/lib/money';
import { DwStatusBadge } from './dw-status-badge';
import { dwRequestsQueryOptions } from '../dw-requests-query';
import { methodLabels } from '../model/methods';
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

const columns: readonly TableColumn<DepositWithdrawalItem>[] = [
  { key: 'creationTime', header: 'Date', cell: (row) => formatRequestTime(row.creationTime) },
  { key: 'id', header: 'Request', cell: (row) => `#${row.id}` },
  { key: 'type', header: 'Type', cell: (row) => row.type },
  { key: 'paymentMethod', header: 'Method', cell: (row) => methodLabels[row.paymentMethod] },
  { key: 'amount', header: 'Amount', cell: (row) => formatMoney(row.amount), align: 'end' },
  { key: 'accountNumber', header: 'Account', cell: (row) => row.accountNumber ?? '–' },
  { key: 'status', header: 'Status', cell: (row) => <DwStatusBadge status={row.status} statusName={row.statusName} /> },
  { key: 'remarks', header: 'Remarks', cell: (row) => row.remarks ?? '–' },
];

/** docs/product.md §2, docs/wire.md §2.11. */
export function DwRequestsPage() {
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
      <ScreenFrame title="Deposit & Withdrawal Requests">
        <Text size="sm">Request history is not available on this site.</Text>
      </ScreenFrame>
    );
  }

  const filtered = type !== '0' || status !== '0';
  const result = requests.data?.result;
  const empty = result !== undefined && result.totalCount === 0 && !filtered;
  return (
    <ScreenFrame title="Deposit & Withdrawal Requests">
      <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label="Request filters">
        <NativeSelect
          label="Type"
          data={typeFilters.map((option) => ({ value: option.value, label: option.label }))}
          value={type}
          onChange={(event) => {
            setType(toTypeFilter(event.currentTarget.value));
            setPage(1);
          }}
        />
        <NativeSelect
          label="Status"
          data={statusFilters.map((option) => ({ value: option.value, label: option.label }))}
          value={status}
          onChange={(event) => {
            setStatus(toStatusFilter(event.currentTarget.value));
            setPage(1);
          }}
        />
      </Group>
      <PagedTable
        caption="Requests"
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(row) => row.id}
        status={requests.isError ? 'error' : requests.isPending ? 'pending' : 'success'}
        errorText={requests.isError ? errorMessage(requests.error) : undefined}
        onRetry={() => void requests.refetch()}
        emptyText={filtered ? 'No requests match these filters.' : 'You have no deposit or withdrawal requests yet.'}
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
          + Add Deposit
        </Anchor>
      )}
    </ScreenFrame>
  );
}
