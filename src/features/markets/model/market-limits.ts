// docs/wire.md §2.4.
import type { UserLimit } from '@/api/generated/types.gen';
import type { MarketView } from './event-markets';

export interface MarketLimitSummary {
  minStake: number;
  maxStake: number;
  /** Milliseconds. */
  delayTime: number;
}

export function marketLimitSummary(limits: readonly UserLimit[], market: MarketView): MarketLimitSummary | null {
  const books = new Set([market.marketId, ...market.runners.map((runner) => runner.bookMarketId)]);
  const entries = limits.filter((entry) => books.has(entry.marketId));
  const first = entries[0];
  if (!first) return null;
  const same = entries.every(
    (entry) =>
      entry.limit.minStake === first.limit.minStake &&
      entry.limit.maxStake === first.limit.maxStake &&
      entry.limit.delayTime === first.limit.delayTime,
  );
  if (!same || (first.limit.minStake === 0 && first.limit.maxStake === 0)) return null;
  return { minStake: first.limit.minStake, maxStake: first.limit.maxStake, delayTime: first.limit.delayTime };
}
