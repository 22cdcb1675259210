import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cancelBetMutation, cancelMarketBetsMutation } from '@/api/generated/@tanstack/react-query.gen';
import { moneyAction } from '@/api/money-action';
import { applyBalance, refreshAccount } from '@/features/wallet';
import { announce } from '@/lib/announcer';
import { formatMoney } from '@/lib/money';

/** Cancelling unmatched bets (our proposal: openapi Bet/CancelBet, Bet/CancelMarketBets): one bet, or
 * every unmatched bet of a market. The answer's balance and exposure show at once; open bets and
 * positions are fetched again; the outcome is announced (WCAG 4.1.3). */
export function useCancelUnmatched(): {
  cancelBet: (betId: number, label: string) => void;
  cancelMarket: (marketId: number, label: string) => void;
  pending: boolean;
} {
  const queryClient = useQueryClient();
  // Offline they fail at once (a toast says nothing was sent) instead of leaving later.
  const one = useMutation(moneyAction('POST /Bet/CancelBet', { ...cancelBetMutation() }));
  const all = useMutation(moneyAction('POST /Bet/CancelMarketBets', { ...cancelMarketBetsMutation() }));

  const settle = useCallback(
    (balance: number, exposure: number) => {
      applyBalance(queryClient, { balance, exposure });
      void refreshAccount(queryClient);
    },
    [queryClient],
  );

  const { mutate: mutateOne } = one;
  const { mutate: mutateAll } = all;

  const cancelBet = useCallback(
    (betId: number, label: string) => {
      mutateOne(
        { body: { betId } },
        {
          onSuccess: ({ result }) => {
            settle(result.balance, result.exposure);
            announce(`Cancelled ${formatMoney(result.cancelledStake)} unmatched of ${label}. Exposure now ${formatMoney(result.exposure)}.`);
          },
        },
      );
    },
    [mutateOne, settle],
  );

  const cancelMarket = useCallback(
    (marketId: number, label: string) => {
      mutateAll(
        { body: { marketId } },
        {
          onSuccess: ({ result }) => {
            settle(result.balance, result.exposure);
            announce(`Cancelled ${result.cancelledBets} unmatched ${result.cancelledBets === 1 ? 'bet' : 'bets'} on ${label} (${formatMoney(result.cancelledStake)}). Exposure now ${formatMoney(result.exposure)}.`);
          },
        },
      );
    },
    [mutateAll, settle],
  );

  return { cancelBet, cancelMarket, pending: one.isPending || all.isPending };
}
