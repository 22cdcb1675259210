import { plural, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cancelBetMutation, cancelMarketBetsMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { CancelMarketBetsResult } from '@/api/generated/types.gen';
import { moneyAction } from '@/api/money-action';
import { applyBalance, refreshAccount } from '@/features/wallet';
import { announce } from '@/lib/announcer';
import { formatMoney } from '@/lib/money';

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
      const amount = formatMoney(stake);
      announce(
        t`Cancelled ${plural(bets, { one: '# unmatched bet', other: '# unmatched bets' })} (${amount}); the rest could not be cancelled.`,
      );
      return;
    }
  }
  const amount = formatMoney(stake);
  announce(t`Cancelled all ${plural(bets, { one: '# unmatched bet', other: '# unmatched bets' })} (${amount}).`);
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
            const cancelled = formatMoney(result.cancelledStake);
            const exposure = formatMoney(result.exposure);
            announce(t`Cancelled ${cancelled} unmatched of ${label}. Exposure now ${exposure}.`);
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
            const cancelled = formatMoney(result.cancelledStake);
            const resting = formatMoney(result.unmatchedStake);
            const exposure = formatMoney(result.exposure);
            announce(t`Lowered ${label} by ${cancelled}: ${resting} rests unmatched. Exposure now ${exposure}.`);
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
            const count = result.cancelledBets;
            const cancelled = formatMoney(result.cancelledStake);
            const exposure = formatMoney(result.exposure);
            announce(
              t`Cancelled ${plural(count, { one: '# unmatched bet', other: '# unmatched bets' })} on ${label} (${cancelled}). Exposure now ${exposure}.`,
            );
          },
        },
      );
    },
    [mutateAll, settle],
  );

  return { cancelBet, lowerStake, cancelMarket, cancelMarkets, pending: one.isPending || all.isPending };
}
