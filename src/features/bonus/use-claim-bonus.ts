import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBonusesQueryKey, getTransactionHistoryQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { applyBalance, refreshAccount } from '@/features/wallet';
import { claimBonus } from '@/api/generated/sdk.gen';
import type { BonusClaimResult } from '@/api/generated/types.gen';

/** Every page of the statement, whatever its filter: the generated key's operation part. */
function statementQueryKeyPrefix() {
  const [{ _id, baseUrl }] = getTransactionHistoryQueryKey({ query: { From: '', To: '', MaxResultCount: 0, SkipCount: 0 } });
  return [{ _id, baseUrl }];
}

/**
 * Bonus/Claim (docs/product.md §7; a GET with a side effect, so the generator makes no mutation of it: the SDK
 * function is the mutation). A claim credits the balance at once: the header's figure (the open-bets
 * object) takes the answer's balance now and is refetched, as are the bonuses and the statement.
 */
export function useClaimBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bonusId: number): Promise<BonusClaimResult> => {
      const { data } = await claimBonus({ query: { bonusId }, throwOnError: true });
      return data.result;
    },
    // The card states the outcome in place: no toast on top (src/app/query-client.ts).
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
