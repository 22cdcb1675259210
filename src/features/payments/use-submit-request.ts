import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDepositWithdrawalRequest, storeImage } from '@/api/generated/sdk.gen';
import type { CreateDepositWithdrawalRequestResponse } from '@/api/generated/types.gen';
import { applyBalance, refreshAccount } from '@/features/wallet';
import { announce } from '@/lib/announcer';
import { DW_REQUESTS_KEY, isStatementQuery } from './dw-requests-query';
import type { DepositInput, WithdrawalInput } from './model/forms';

// docs/wire.md §1.9, §2.10: both pages send DepositWithdrawal/CreateRequestForDepositWithdrawal, type
// "1" or "2". The deposit's screenshot is stored first (Setting/StoreImage, multipart: see the
// OpenAPI description) and the request carries its URL instead of a base64 data URL.

/**
 * What the server answered: the family's `result` is the player's message; the request it made
 * (id, status, balance after it) comes beside it, in `depositWithdrawal`, from a server that has
 * that proposal (the mock has).
 */
export interface RequestCreated {
  message: string;
  request: NonNullable<CreateDepositWithdrawalRequestResponse['depositWithdrawal']> | undefined;
}

function createdOf(data: CreateDepositWithdrawalRequestResponse): RequestCreated {
  return { message: data.result, request: data.depositWithdrawal };
}

function useAfterRequest(kind: 'Deposit' | 'Withdrawal') {
  const queryClient = useQueryClient();
  return ({ message, request }: RequestCreated) => {
    void queryClient.invalidateQueries({ queryKey: [DW_REQUESTS_KEY] });
    if (kind === 'Withdrawal') {
      // The amount is held at once: show the new balance now, then refetch balance and statement.
      if (request) applyBalance(queryClient, { balance: request.balance });
      void refreshAccount(queryClient, { profitLoss: false });
      void queryClient.invalidateQueries({ predicate: isStatementQuery });
    }
    announce(request ? `${message}: ${kind.toLowerCase()} request #${request.id} is ${request.statusName}.` : `${message}.`);
  };
}

export function useDepositRequest() {
  const after = useAfterRequest('Deposit');
  return useMutation({
    mutationFn: async (input: DepositInput): Promise<RequestCreated> => {
      const stored = await storeImage({
        body: { file: input.screenshot },
        throwOnError: true,
      });
      const { data } = await createDepositWithdrawalRequest({
        body: { type: '1', amount: input.amount, paymentMethod: input.method, imageUrl: stored.data.result.url },
        throwOnError: true,
      });
      return createdOf(data);
    },
    // The form states the outcome itself: no toast on top.
    meta: { inlineErrors: true },
    onSuccess: after,
  });
}

export function useWithdrawalRequest() {
  const after = useAfterRequest('Withdrawal');
  return useMutation({
    mutationFn: async (input: WithdrawalInput): Promise<RequestCreated> => {
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
      return createdOf(data);
    },
    meta: { inlineErrors: true },
    onSuccess: after,
  });
}
