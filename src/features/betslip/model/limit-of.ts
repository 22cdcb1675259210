import type { UserLimit } from '@/api/generated/types.gen';

/** By runner (the wire's `runnnerId`, docs/wire.md §2.4), else the book's. */
export function limitOf(limits: readonly UserLimit[], bookMarketId: number, runnerId: number): UserLimit['limit'] | undefined {
  const inBook = limits.filter((entry) => entry.marketId === bookMarketId);
  return (inBook.find((entry) => entry.runnnerId === runnerId) ?? inBook[0])?.limit;
}

/** docs/wire.md §2.4. */
export const DEFAULT_BET_DELAY_MS = 7000;

/** Never 0 for an unknown delay in play: a lost answer would be judged "not placed" too early. */
export function betDelayMs(inPlay: boolean, limit: Pick<UserLimit['limit'], 'delayTime'> | undefined): number {
  if (limit) return limit.delayTime;
  return inPlay ? DEFAULT_BET_DELAY_MS : 0;
}
