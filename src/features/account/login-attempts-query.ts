import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getUserLoginAttempts } from '@/api/generated/sdk.gen';
import type { GetUserLoginAttemptsData } from '@/api/generated/types.gen';

type LoginAttemptsQuery = NonNullable<GetUserLoginAttemptsData['query']>;

/** Account/GetUserLoginAttempts is a POST that only reads (docs/wire.md §1.1), so the generator offers it
 * as a mutation; as a query it gets a cache key per filter and page. The call is the generated SDK's. */
export function loginAttemptsQueryOptions(query: LoginAttemptsQuery, enabled: boolean) {
  return queryOptions({
    queryKey: ['getUserLoginAttempts', query] as const,
    queryFn: async ({ signal }) => (await getUserLoginAttempts({ query, signal, throwOnError: true })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}
