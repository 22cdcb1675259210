import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { replaceBetMutation } from '@/api/generated/@tanstack/react-query.gen';
import { moneyAction } from '@/api/money-action';
import { applyBalance, refreshAccount } from '@/features/wallet';
import { announce } from '@/lib/announcer';
import { replaceOutcomeText } from '../model/order-edit';

/** openapi Bet/ReplaceBet (our proposal); the outcome is announced (WCAG 4.1.3). */
export function useReplaceBet(): {
  replace: (betId: number, newOdds: number, shownUnmatched: number, label: string, onDone?: () => void) => void;
  pending: boolean;
} {
  const queryClient = useQueryClient();
  const mutation = useMutation(moneyAction('POST /Bet/ReplaceBet', { ...replaceBetMutation() }));
  const { mutate } = mutation;
  const replace = useCallback(
    (betId: number, newOdds: number, shownUnmatched: number, label: string, onDone?: () => void) => {
      mutate(
        { body: { betId, newOdds } },
        {
          onSuccess: ({ result }) => {
            applyBalance(queryClient, { balance: result.balance, exposure: result.exposure });
            void refreshAccount(queryClient);
            announce(replaceOutcomeText(label, shownUnmatched, newOdds, result));
            onDone?.();
          },
        },
      );
    },
    [mutate, queryClient],
  );
  return { replace, pending: mutation.isPending };
}
