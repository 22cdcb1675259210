import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBonusesQueryKey, getTransactionHistoryQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { applyBalance, refreshAccount } from '@/features/wallet';
import { claimBonus } from '@/api/generated/sdk.gen';
import type { BonusClaimResult } from '@/api/generated/types.gen';

/** Every page of the statement, whatever its filter. */
function statementQueryKeyPrefix() {
  const [{ _id, baseUrl }] = getTransactionHistoryQueryKey({ query: { From: '', To: '', MaxResultCount: 0, SkipCount: 0 } });
  return [{ _id, baseUrl }];
}

/** A GET with a side effect, so the SDK function is the mutation (docs/product.md §7). */
export function useClaimBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bonusId: number): Promise<BonusClaimResult> => {
      const { data } = await claimBonus({ query: { bonusId }, throwOnError: true });
      return data.result;
    },
    // The card states the outcome: no toast on top.
    meta: { inlineErrors: true },
    onSuccess: (result) => {
      applyBalance(queryClient, { balance: result.balance });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getBonusesQueryKey() }),
        refreshAccount(queryClient, { profitLoss: false }),
        queryClient.invalidateQueries({ queryKey: statementQueryKeyPrefix() }),
      ]),
  });
}
