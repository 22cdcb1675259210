import { keepPreviousData, queryOptions, type Query } from '@tanstack/react-query';
import { getTransactionHistoryQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { getDepositWithdrawals } from '@/api/generated/sdk.gen';
import type { DepositWithdrawalQuery } from '@/api/generated/types.gen';

/** DepositWithdrawal/GetDepositWithdrawals is a POST that only reads (docs/wire.md §1.9), so the
 * generator offers it as a mutation; as a query it gets a cache key per filter and page, and the
 * pager keeps the old page while the next loads. The call itself is the generated SDK's. */
export const DW_REQUESTS_KEY = 'getDepositWithdrawals';

export function dwRequestsQueryOptions(request: DepositWithdrawalQuery) {
  return queryOptions({
    queryKey: [DW_REQUESTS_KEY, request] as const,
    queryFn: async ({ signal }) => (await getDepositWithdrawals({ body: request, signal, throwOnError: true })).data,
    placeholderData: keepPreviousData,
  });
}

// The statement's generated key carries its date range; a new withdrawal changes every range, so
// every cached statement page is matched by the operation id the generated key starts with.
const statementId = getTransactionHistoryQueryKey({ query: { From: '', To: '', MaxResultCount: 1, SkipCount: 0 } })[0]._id;

export function isStatementQuery(query: Query): boolean {
  const first: unknown = query.queryKey[0];
  return typeof first === 'object' && first !== null && '_id' in first && first._id === statementId;
}
