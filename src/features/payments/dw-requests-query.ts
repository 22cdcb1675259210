import { keepPreviousData, queryOptions, type Query } from '@tanstack/react-query';
import { getTransactionHistoryQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { getDepositWithdrawals } from '@/api/generated/sdk.gen';
import type { DepositWithdrawalQuery } from '@/api/generated/types.gen';

/** A POST that only reads (docs/wire.md §1.9), as a query. */
export const DW_REQUESTS_KEY = 'getDepositWithdrawals';

export function dwRequestsQueryOptions(request: DepositWithdrawalQuery) {
  return queryOptions({
    queryKey: [DW_REQUESTS_KEY, request] as const,
    queryFn: async ({ signal }) => (await getDepositWithdrawals({ body: request, signal, throwOnError: true })).data,
    placeholderData: keepPreviousData,
  });
}

// A withdrawal changes every date range: match every statement page by the key's operation id.
const statementId = getTransactionHistoryQueryKey({ query: { From: '', To: '', MaxResultCount: 1, SkipCount: 0 } })[0]._id;

export function isStatementQuery(query: Query): boolean {
  const first: unknown = query.queryKey[0];
  return typeof first === 'object' && first !== null && '_id' in first && first._id === statementId;
}
