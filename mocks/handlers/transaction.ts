import type { z } from 'zod';
import {
  zGetTransactionDetailQuery,
  zGetTransactionDetailResponse,
  zGetTransactionHistoryQuery,
  zGetTransactionHistoryResponse,
} from '../../src/api/generated/zod.gen';
import { transactionDetail, transactionPage } from '../db/services/wallet';
import { defineRoute, ok } from './shared/route';

export const transactionHandlers = [
  defineRoute({
    method: 'get',
    path: '/Transaction/GetHistory',
    auth: 'required',
    query: zGetTransactionHistoryQuery,
    response: zGetTransactionHistoryResponse,
    handle: ({ state, user, query }) => ok<z.input<typeof zGetTransactionHistoryResponse>>(transactionPage(state, user, query)),
  }),
  defineRoute({
    method: 'get',
    path: '/Transaction/GetDetail',
    auth: 'required',
    query: zGetTransactionDetailQuery,
    response: zGetTransactionDetailResponse,
    handle: ({ state, user, query }) =>
      ok<z.input<typeof zGetTransactionDetailResponse>>(transactionDetail(state, user, query.transactionId)),
  }),
];
