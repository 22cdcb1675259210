import type { UserLimit } from '@/api/generated/types.gen';

/** The limit entry of a runner: by its book and runner (`runnnerId`, docs/wire.md §2.4), else its book's. */
export function limitOf(limits: readonly UserLimit[], bookMarketId: number, runnerId: number): UserLimit['limit'] | undefined {
  const inBook = limits.filter((entry) => entry.marketId === bookMarketId);
  return (inBook.find((entry) => entry.runnnerId === runnerId) ?? inBook[0])?.limit;
}

/** The family's bet delay when a market's limits have not loaded (docs/wire.md §2.4: default 7 s). */
export const DEFAULT_BET_DELAY_MS = 7000;

/**
 * How long a bet is held before it is taken, in ms: the market's `delayTime` whenever the limits
 * give it, in play or not (the server holds the bet for it, and a market may have turned in-play
 * unseen); when they have not loaded, the family's default in play, else 0.
 * Counting 0 for an unknown delay would shorten the countdown and let a lost answer be judged "not
 * placed" while the server still holds the bet. A placement reads both as it is sent (betDelayNow).
 */
export function betDelayMs(inPlay: boolean, limit: Pick<UserLimit['limit'], 'delayTime'> | undefined): number {
  if (limit) return limit.delayTime;
  return inPlay ? DEFAULT_BET_DELAY_MS : 0;
}
