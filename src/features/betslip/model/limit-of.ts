import type { UserLimit } from '@/api/generated/types.gen';

/** The limit entry of a runner: by its book and runner (`runnnerId`, docs/wire.md §2.4), else its book's. */
export function limitOf(limits: readonly UserLimit[], bookMarketId: number, runnerId: number): UserLimit['limit'] | undefined {
  const inBook = limits.filter((entry) => entry.marketId === bookMarketId);
  return (inBook.find((entry) => entry.runnnerId === runnerId) ?? inBook[0])?.limit;
}
