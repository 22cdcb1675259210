import { msg, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDepositWithdrawalRequest, getDepositWithdrawals, storeImage } from '@/api/generated/sdk.gen';
import type { CreateDepositWithdrawalRequestResponse, DepositWithdrawalItem, DepositWithdrawalRequest } from '@/api/generated/types.gen';
import { errorMessage } from '@/api/errors';
import { placedNothing } from '@/api/lost-answer';
import { moneyAction } from '@/api/money-action';
import { applyBalance, refreshAccount } from '@/features/wallet';
import { announce } from '@/lib/announcer';
import { i18n } from '@/lib/i18n/runtime';
import { DW_REQUESTS_KEY, isStatementQuery } from '../dw-requests-query';
import type { DepositInput, WithdrawalInput } from '../model/forms';
import { clientRefFor, requestReceived, type RequestType } from '../model/pending-request';

// docs/wire.md §1.9, §2.10. A lost answer: docs/decisions/0008-lost-answers-and-client-references.md

const OPERATION = 'POST /DepositWithdrawal/CreateRequestForDepositWithdrawal';

export const REQUEST_LOOKUP_MARGIN_MS = 3000;
/** A slow gateway may record the request after the margin. */
export const LOOKUP_AGAIN_AFTER_MS = [1000, 2000] as const;

/** `request`: only from a server with that proposal. */
export interface RequestCreated {
  message: string;
  request:
    | (Pick<NonNullable<CreateDepositWithdrawalRequestResponse['depositWithdrawal']>, 'id' | 'statusName'> & { balance?: number })
    | undefined;
  found?: boolean;
}

export const NOT_RECEIVED = msg`Your requests do not have this one: it was not received and nothing was held. You can send it again.`;
export const NOT_KNOWN = msg`Your requests could not be read: check them before you send this again. The same request sent again does not make a second one.`;

function createdOf(data: CreateDepositWithdrawalRequestResponse): RequestCreated {
  return { message: data.result, request: data.depositWithdrawal };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** undefined: the read failed. */
async function lookUpRequest(clientRef: string, type: RequestType): Promise<DepositWithdrawalItem | null | undefined> {
  await sleep(REQUEST_LOOKUP_MARGIN_MS);
  let last: null | undefined;
  for (const pause of [0, ...LOOKUP_AGAIN_AFTER_MS]) {
    if (pause > 0) await sleep(pause);
    try {
      const { data } = await getDepositWithdrawals({
        body: { maxResultCount: 20, skipCount: 0, sorting: null, filter: '', filterByUser: true, status: '0', type },
        throwOnError: true,
      });
      const found = data.result.items.find((item) => item.clientRef === clientRef);
      if (found) return found;
      last = null;
    } catch {
      last = undefined;
    }
  }
  return last;
}

/** The same request again (`key`) keeps its client reference. */
async function send(
  type: RequestType,
  body: Omit<DepositWithdrawalRequest, 'type' | 'clientRef'>,
  key = JSON.stringify(body),
): Promise<RequestCreated> {
  const clientRef = clientRefFor(type, key);
  try {
    const { data } = await createDepositWithdrawalRequest({ body: { ...body, type, clientRef }, throwOnError: true });
    requestReceived(type, clientRef);
    return createdOf(data);
  } catch (error) {
    if (placedNothing(error)) throw error;
    const found = await lookUpRequest(clientRef, type);
    const reason = errorMessage(error).trim().replace(/\.?$/, '.');
    if (found === null) throw new Error(`${reason} ${i18n._(NOT_RECEIVED)}`, { cause: error });
    if (found === undefined) throw new Error(`${reason} ${i18n._(NOT_KNOWN)}`, { cause: error });
    requestReceived(type, clientRef);
    return { message: t`Request received`, request: { id: found.id, statusName: found.statusName }, found: true };
  }
}

function useAfterRequest(kind: 'Deposit' | 'Withdrawal') {
  const queryClient = useQueryClient();
  return ({ message, request }: RequestCreated) => {
    void queryClient.invalidateQueries({ queryKey: [DW_REQUESTS_KEY] });
    if (kind === 'Withdrawal') {
      // The amount is held at once.
      if (request?.balance !== undefined) applyBalance(queryClient, { balance: request.balance });
      void refreshAccount(queryClient, { profitLoss: false });
      void queryClient.invalidateQueries({ predicate: isStatementQuery });
    }
    if (!request) {
      announce(`${message}.`);
      return;
    }
    // `message` and `statusName` are the server's words.
    const { id, statusName } = request;
    announce(
      kind === 'Deposit'
        ? t`${message}: deposit request #${id} is ${statusName}.`
        : t`${message}: withdrawal request #${id} is ${statusName}.`,
    );
  };
}

export function useDepositRequest() {
  const after = useAfterRequest('Deposit');
  return useMutation(
    moneyAction(OPERATION, {
      mutationFn: async (input: DepositInput): Promise<RequestCreated> => {
        const stored = await storeImage({
          body: { file: input.screenshot },
          throwOnError: true,
        });
        // The stored screenshot's URL is new on every try.
        const { name, size, lastModified } = input.screenshot;
        const key = JSON.stringify([input.amount, input.method, name, size, lastModified]);
        return send('1', { amount: input.amount, paymentMethod: input.method, imageUrl: stored.data.result.url }, key);
      },
      meta: { inlineErrors: true },
      onSuccess: after,
    }),
  );
}

export function useWithdrawalRequest() {
  const after = useAfterRequest('Withdrawal');
  return useMutation(
    moneyAction(OPERATION, {
      mutationFn: (input: WithdrawalInput): Promise<RequestCreated> =>
        send('2', {
          amount: input.amount,
          paymentMethod: input.method,
          imageUrl: null,
          accountNumber: input.accountNumber,
          accountHolderName: input.accountHolderName,
          ifsC_Code: input.ifsc,
          payTmName: input.walletNumber,
          upiId: input.upiId,
        }),
      meta: { inlineErrors: true },
      onSuccess: after,
    }),
  );
}
