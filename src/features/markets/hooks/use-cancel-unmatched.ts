import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cancelBetMutation, cancelMarketBetsMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { CancelMarketBetsResult } from '@/api/generated/types.gen';
import { moneyAction } from '@/api/money-action';
import { applyBalance, refreshAccount } from '@/features/wallet';
import { announce } from '@/lib/announcer';
import { formatMoney } from '@/lib/money';

const betsWord = (count: number) => `${count} unmatched ${count === 1 ? 'bet' : 'bets'}`;

/** One market after the other: the last answer holds the balance and exposure. */
async function cancelOneByOne(
  marketIds: readonly number[],
  cancel: (marketId: number) => Promise<{ result: CancelMarketBetsResult }>,
  settle: (balance: number, exposure: number) => void,
): Promise<void> {
  let bets = 0;
  let stake = 0;
  for (const marketId of marketIds) {
    try {
      const { result } = await cancel(marketId);
      bets += result.cancelledBets;
      stake += result.cancelledStake;
      settle(result.balance, result.exposure);
    } catch {
      // The markets not reached keep their bets, and say so.
      announce(`Cancelled ${betsWord(bets)} (${formatMoney(stake)}); the rest could not be cancelled.`);
      return;
    }
  }
  announce(`Cancelled all ${betsWord(bets)} (${formatMoney(stake)}).`);
}

/** openapi Bet/CancelBet, Bet/CancelMarketBets (our proposals); the outcome is announced (WCAG 4.1.3). */
export function useCancelUnmatched(): {
  cancelBet: (betId: number, label: string) => void;
  lowerStake: (betId: number, remainingSize: number, label: string, onDone?: () => void) => void;
  cancelMarket: (marketId: number, label: string) => void;
  cancelMarkets: (marketIds: readonly number[]) => void;
  pending: boolean;
} {
  const queryClient = useQueryClient();
  // Offline they fail at once instead of leaving later.
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
  const { mutate: mutateAll, mutateAsync: mutateAllAsync } = all;

  const cancelBet = useCallback(
    (betId: number, label: string) => {
      mutateOne(
        { body: { betId } },
        {
          onSuccess: ({ result }) => {
            settle(result.balance, result.exposure);
            announce(
              `Cancelled ${formatMoney(result.cancelledStake)} unmatched of ${label}. Exposure now ${formatMoney(result.exposure)}.`,
            );
          },
        },
      );
    },
    [mutateOne, settle],
  );

  const lowerStake = useCallback(
    (betId: number, remainingSize: number, label: string, onDone?: () => void) => {
      mutateOne(
        { body: { betId, remainingSize } },
        {
          onSuccess: ({ result }) => {
            settle(result.balance, result.exposure);
            announce(
              `Lowered ${label} by ${formatMoney(result.cancelledStake)}: ${formatMoney(result.unmatchedStake)} rests unmatched. Exposure now ${formatMoney(result.exposure)}.`,
            );
            onDone?.();
          },
        },
      );
    },
    [mutateOne, settle],
  );

  const cancelMarkets = useCallback(
    (marketIds: readonly number[]) => void cancelOneByOne(marketIds, (marketId) => mutateAllAsync({ body: { marketId } }), settle),
    [mutateAllAsync, settle],
  );

  const cancelMarket = useCallback(
    (marketId: number, label: string) => {
      mutateAll(
        { body: { marketId } },
        {
          onSuccess: ({ result }) => {
            settle(result.balance, result.exposure);
            announce(
              `Cancelled ${result.cancelledBets} unmatched ${result.cancelledBets === 1 ? 'bet' : 'bets'} on ${label} (${formatMoney(result.cancelledStake)}). Exposure now ${formatMoney(result.exposure)}.`,
            );
          },
        },
      );
    },
    [mutateAll, settle],
  );

  return { cancelBet, lowerStake, cancelMarket, cancelMarkets, pending: one.isPending || all.isPending };
}
