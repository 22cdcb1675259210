import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDepositWithdrawalRequest, storeImage } from '@/api/generated/sdk.gen';
import type { DepositWithdrawalCreatedResult } from '@/api/generated/types.gen';
import { moneyAction } from '@/api/money-action';
import { applyBalance, refreshAccount } from '@/features/wallet';
import { announce } from '@/lib/announcer';
import { DW_REQUESTS_KEY, isStatementQuery } from './dw-requests-query';
import type { DepositInput, WithdrawalInput } from './model/forms';

// docs/wire.md §1.9, §2.10: both pages send DepositWithdrawal/CreateRequestForDepositWithdrawal, type
// "1" or "2". The deposit's screenshot is stored first (Setting/StoreImage, multipart: see the
// OpenAPI description) and the request carries its URL instead of a base64 data URL.

function useAfterRequest(kind: 'Deposit' | 'Withdrawal') {
  const queryClient = useQueryClient();
  return (created: DepositWithdrawalCreatedResult) => {
    void queryClient.invalidateQueries({ queryKey: [DW_REQUESTS_KEY] });
    if (kind === 'Withdrawal') {
      // The amount is held at once: show the new balance now, then refetch balance and statement.
      applyBalance(queryClient, { balance: created.balance });
      void refreshAccount(queryClient, { profitLoss: false });
      void queryClient.invalidateQueries({ predicate: isStatementQuery });
    }
    announce(`${created.message}: ${kind.toLowerCase()} request #${created.id} is ${created.statusName}.`);
  };
}

export function useDepositRequest() {
  const after = useAfterRequest('Deposit');
  return useMutation(moneyAction('POST /DepositWithdrawal/CreateRequestForDepositWithdrawal', {
    mutationFn: async (input: DepositInput): Promise<DepositWithdrawalCreatedResult> => {
      const stored = await storeImage({
        body: { file: input.screenshot },
        throwOnError: true,
      });
      const { data } = await createDepositWithdrawalRequest({
        body: { type: '1', amount: input.amount, paymentMethod: input.method, imageUrl: stored.data.result.url },
        throwOnError: true,
      });
      return data.result;
    },
    // The form states the outcome itself: no toast on top.
    meta: { inlineErrors: true },
    onSuccess: after,
  }));
}

export function useWithdrawalRequest() {
  const after = useAfterRequest('Withdrawal');
  return useMutation(moneyAction('POST /DepositWithdrawal/CreateRequestForDepositWithdrawal', {
    mutationFn: async (input: WithdrawalInput): Promise<DepositWithdrawalCreatedResult> => {
      const { data } = await createDepositWithdrawalRequest({
        body: {
          type: '2',
          amount: input.amount,
          paymentMethod: input.method,
          imageUrl: null,
          accountNumber: input.accountNumber,
          accountHolderName: input.accountHolderName,
          ifsC_Code: input.ifsc,
          payTmName: input.walletNumber,
          upiId: input.upiId,
        },
        throwOnError: true,
      });
      return data.result;
    },
    meta: { inlineErrors: true },
    onSuccess: after,
  }));
}
