import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/api/errors';
import type { LoginAttempt, LoginAttemptResult } from '@/api/generated/types.gen';
import { PagedTable, type TableColumn } from '@/components/paged-table/paged-table';
import { useIsSignedIn } from '@/features/session';
import { ScreenFrame } from '@/components/screen-frame';
import { loginAttemptsQueryOptions } from '../login-attempts-query';
import { skipCount } from '../model/date-range';
import { loginResultLabel, loginResults, toLoginResult } from '../model/login-attempts';
import { formatDateTime } from '../model/statement';
import { SignedOutNote } from './signed-out-note';

const PAGE_SIZES = [10, 25, 50] as const;

export function ActivityLogPage() {
  const { t } = useLingui();
  const columns: readonly TableColumn<LoginAttempt>[] = [
    { key: 'time', header: t`Time`, cell: (row) => formatDateTime(row.creationTime) },
    { key: 'result', header: t`Result`, cell: (row) => loginResultLabel(row.result) },
    { key: 'ip', header: t`IP address`, cell: (row) => row.clientIpAddress ?? '—' },
    { key: 'browser', header: t`Browser`, cell: (row) => row.browserInfo ?? '—' },
  ];
  const signedIn = useIsSignedIn();
  const [result, setResult] = useState<LoginAttemptResult | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const attempts = useQuery(
    loginAttemptsQueryOptions(
      { ...(result === undefined ? {} : { Result: result }), MaxResultCount: pageSize, SkipCount: skipCount(page, pageSize) },
      signedIn,
    ),
  );

  if (!signedIn) {
    return (
      <ScreenFrame title={t`Activity Log`}>
        <SignedOutNote />
      </ScreenFrame>
    );
  }
  const data = attempts.data?.result;
  return (
    <ScreenFrame title={t`Activity Log`}>
      <NativeSelect
        label={t`Result`}
        maw={260}
        data={[{ value: '', label: t`All results` }, ...loginResults.map((entry) => ({ value: entry.value, label: t(entry.label) }))]}
        value={result ?? ''}
        onChange={(event) => {
          setResult(toLoginResult(event.currentTarget.value));
          setPage(1);
        }}
      />
      <PagedTable
        caption={t`Login attempts`}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(row) => row.id}
        status={attempts.isError ? 'error' : attempts.isPending ? 'pending' : 'success'}
        errorText={attempts.isError ? errorMessage(attempts.error) : undefined}
        onRetry={() => void attempts.refetch()}
        emptyText={t`No login attempts match.`}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        totalCount={data?.totalCount}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </ScreenFrame>
  );
}
