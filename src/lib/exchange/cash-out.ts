// docs/domain.md "Cash out across the ladder"; why: docs/decisions/0010-cash-out-across-the-ladder.md
import { t } from '@lingui/core/macro';
import { quoteCashOut, type CashOutQuote, type CashOutRefusal, type RunnerQuotes } from './cash-out-math';

export * from './cash-out-math';

export type CashOutResult = { ok: true; quote: CashOutQuote } | { ok: false; reason: string };

export const CASH_OUT_REASONS: Record<CashOutRefusal, string> = {
  get noPosition() {
    return t`You have no position to cash out in this market.`;
  },
  get level() {
    return t`Your position is already the same on every runner.`;
  },
  get noPrice() {
    return t`No price is offered to cash out at just now.`;
  },
  get manyRunners() {
    return t`Your bets on several runners cannot be cashed out with one bet here.`;
  },
};

export function cashOutQuote(
  runnerIds: readonly number[],
  positions: ReadonlyMap<number, number>,
  quotes: ReadonlyMap<number, RunnerQuotes>,
  fraction = 1,
): CashOutResult {
  const result = quoteCashOut(runnerIds, positions, quotes, fraction);
  return result.ok ? result : { ok: false, reason: CASH_OUT_REASONS[result.refusal] };
}
