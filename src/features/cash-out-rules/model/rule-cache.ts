import type { CashOutRule, GetCashOutRulesResponse } from '@/api/generated/types.gen';

// Mended by an answer or a push: both carry the whole rule.

export type PushedRule = Omit<CashOutRule, 'createdTime' | 'updatedTime'>;

/** Newest first, as the server lists them; one rule per market. */
export function withRule(answer: GetCashOutRulesResponse, rule: CashOutRule): GetCashOutRulesResponse {
  const others = answer.result.filter((candidate) => candidate.ruleId !== rule.ruleId && candidate.marketId !== rule.marketId);
  return { ...answer, result: [rule, ...others] };
}

/** Null when the cache does not know the rule: the list is fetched again. */
export function withPushedRule(answer: GetCashOutRulesResponse, pushed: PushedRule, now: string): GetCashOutRulesResponse | null {
  const known = answer.result.find((candidate) => candidate.ruleId === pushed.ruleId);
  if (!known) return null;
  const rule: CashOutRule = { ...pushed, createdTime: known.createdTime, updatedTime: now };
  return { ...answer, result: answer.result.map((candidate) => (candidate.ruleId === rule.ruleId ? rule : candidate)) };
}

export function ruleOf(answer: GetCashOutRulesResponse | undefined, ruleId: number): CashOutRule | undefined {
  return answer?.result.find((candidate) => candidate.ruleId === ruleId);
}
