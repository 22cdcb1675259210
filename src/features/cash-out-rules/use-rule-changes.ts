import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCashOutRulesQueryKey, removeCashOutRuleMutation, setCashOutRuleMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { CashOutRule, GetCashOutRulesResponse } from '@/api/generated/types.gen';
import { withRule } from './model/rule-cache';

/** The answer goes into the cache, then the list is fetched again. */
export function useRuleChanges() {
  const queryClient = useQueryClient();
  const settle = (rule: CashOutRule) => {
    queryClient.setQueryData<GetCashOutRulesResponse>(getCashOutRulesQueryKey(), (answer) => (answer ? withRule(answer, rule) : answer));
    void queryClient.invalidateQueries({ queryKey: getCashOutRulesQueryKey() });
  };
  // Refusals are said in the form, not as a toast.
  const set = useMutation({ ...setCashOutRuleMutation(), meta: { inlineErrors: true }, onSuccess: ({ result }) => settle(result) });
  const remove = useMutation({ ...removeCashOutRuleMutation(), meta: { inlineErrors: true }, onSuccess: ({ result }) => settle(result) });
  return { set, remove };
}
