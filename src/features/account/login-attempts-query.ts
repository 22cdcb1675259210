import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getUserLoginAttempts } from '@/api/generated/sdk.gen';
import type { GetUserLoginAttemptsData } from '@/api/generated/types.gen';

type LoginAttemptsQuery = NonNullable<GetUserLoginAttemptsData['query']>;

/** A read-only POST (docs/wire.md §1.1), as a query. */
export function loginAttemptsQueryOptions(query: LoginAttemptsQuery, enabled: boolean) {
  return queryOptions({
    queryKey: ['getUserLoginAttempts', query] as const,
    queryFn: async ({ signal }) => (await getUserLoginAttempts({ query, signal, throwOnError: true })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}
