import type {
  CreateDepositResponse,
  CreateDepositWithdrawalRequestResponse,
  CreateWithdrawalResponse,
  GetDepositWithdrawalsResponse,
  GetPlayerRequestsResponse,
  GetUserWithdrawalHistoryResponse,
} from '../../src/api/generated/types.gen';
import {
  zCreateDepositBody,
  zCreateDepositResponse,
  zCreateDepositWithdrawalRequestBody,
  zCreateDepositWithdrawalRequestResponse,
  zCreateWithdrawalBody,
  zCreateWithdrawalResponse,
  zGetDepositWithdrawalsBody,
  zGetDepositWithdrawalsResponse,
  zGetPlayerRequestsBody,
  zGetPlayerRequestsResponse,
  zGetUserWithdrawalHistoryQuery,
  zGetUserWithdrawalHistoryResponse,
} from '../../src/api/generated/zod.gen';
import { createDwRequest, dwPage } from '../db/services/wallet';
import { abpSuccessBody } from './shared/envelope';
import { defineRoute, ok } from './shared/route';

/** The wire's `ifsC_Code` is the store's `ifsc`. */
function payoutAccount(body: {
  accountNumber?: string | null;
  accountHolderName?: string | null;
  ifsC_Code?: string | null;
  payTmName?: string | null;
  upiId?: string | null;
}) {
  return {
    accountNumber: body.accountNumber,
    accountHolderName: body.accountHolderName,
    ifsc: body.ifsC_Code,
    payTmName: body.payTmName,
    upiId: body.upiId,
  };
}

export const depositWithdrawalHandlers = [
  defineRoute({
    method: 'post',
    path: '/DepositWithdrawal/CreateRequestForDepositWithdrawal',
    auth: 'required',
    body: zCreateDepositWithdrawalRequestBody,
    response: zCreateDepositWithdrawalRequestResponse,
    handle: ({ state, user, brand, body, nowMs }) => {
      const created = createDwRequest(
        state,
        user,
        brand,
        {
          kind: body.type === '1' ? 'Deposit' : 'Withdrawal',
          amount: body.amount,
          paymentMethod: body.paymentMethod,
          imageUrl: body.imageUrl,
          clientRef: body.clientRef,
          ...payoutAccount(body),
        },
        nowMs,
      );
      // As the family: `result` is the player's message; the request goes beside it (a proposal).
      const reply: CreateDepositWithdrawalRequestResponse = { ...abpSuccessBody(created.message), depositWithdrawal: created };
      return { status: 200, body: reply };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/DepositWithdrawal/CreateDeposit',
    auth: 'required',
    body: zCreateDepositBody,
    response: zCreateDepositResponse,
    handle: ({ state, user, brand, body, nowMs }) =>
      ok<CreateDepositResponse>(
        createDwRequest(
          state,
          user,
          brand,
          { kind: 'Deposit', amount: body.amount, paymentMethod: body.paymentMethod, imageUrl: body.imageUrl, utr: body.utr },
          nowMs,
        ),
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/DepositWithdrawal/CreateWithdrawal',
    auth: 'required',
    body: zCreateWithdrawalBody,
    response: zCreateWithdrawalResponse,
    handle: ({ state, user, brand, body, nowMs }) =>
      ok<CreateWithdrawalResponse>(
        createDwRequest(
          state,
          user,
          brand,
          {
            kind: 'Withdrawal',
            amount: body.amount,
            paymentMethod: body.paymentMethod,
            ...payoutAccount(body),
          },
          nowMs,
        ),
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/DepositWithdrawal/GetDepositWithdrawals',
    auth: 'required',
    body: zGetDepositWithdrawalsBody,
    response: zGetDepositWithdrawalsResponse,
    handle: ({ state, user, body }) => ok<GetDepositWithdrawalsResponse>(dwPage(state, user, body)),
  }),
  defineRoute({
    method: 'post',
    path: '/DepositWithdrawal/PlayerRequests',
    auth: 'required',
    body: zGetPlayerRequestsBody,
    response: zGetPlayerRequestsResponse,
    handle: ({ state, user, body }) => ok<GetPlayerRequestsResponse>(dwPage(state, user, { ...body, status: '1' })),
  }),
  defineRoute({
    method: 'get',
    path: '/DepositWithdrawal/GetUserWithdrawalHistory',
    auth: 'required',
    query: zGetUserWithdrawalHistoryQuery,
    response: zGetUserWithdrawalHistoryResponse,
    handle: ({ state, user, query }) =>
      ok<GetUserWithdrawalHistoryResponse>(
        dwPage(state, user, { type: '2', skipCount: query.SkipCount, maxResultCount: query.MaxResultCount }),
      ),
  }),
];
