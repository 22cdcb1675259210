import type { CashOutRule } from '@/api/generated/types.gen';

/** A take profit at ₹500, waiting; ids from `ids` (the mock's seed or a unit test's own). */
export function waitingRule(ids: Pick<CashOutRule, 'ruleId' | 'eventId' | 'marketId'>): CashOutRule {
  return {
    ...ids,
    marketName: 'Match Odds',
    takeProfit: 500,
    stopLoss: null,
    state: 'WAITING',
    firedBy: null,
    result: null,
    cancelReason: null,
    createdTime: '2026-12-06T10:00:00.000Z',
    updatedTime: '2026-12-06T10:00:00.000Z',
  };
}
