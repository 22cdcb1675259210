import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getTransactionDetail, getTransactionHistory, getUserBetHistory } from '@/api/generated/sdk.gen';
import * as mini from '@/api/generated/mini/zod.gen';
import { zBetHistoryItem, zTransactionDetail, zTransactionItem } from '@/api/generated/zod.gen';
import { ApiError } from '@/api/errors';
import { installApiRuntime } from '@/api/runtime';
import { wireAmount, wireSide } from '../../mocks/db/wire';

// The backend family sends some amounts as text (openapi/exchange.yaml, `format: decimal-text`): the
// statement's credit and debit, a settlement's totalWin, a settled bet's profitLoss. The generated
// schemas turn them into numbers in one place (scripts/openapi-ts-wire.ts); these are the formats seen.

const item = { id: 1, date: '2026-11-21T10:00:00Z', description: 'Deposit', debit: '', balance: 1000 };
const bet = { betId: 1, betTitle: 'A v B', betType: 'Back', odds: 2, stake: 100, result: 'WON', placeTime: '2026-11-21T10:00:00Z' };

const FORMATS: Array<[string, number]> = [
  ['1,250.50', 1250.5], // grouping comma and decimals
  ['1,00,000.00', 100000], // Indian grouping (lakh)
  ['12,34,567', 1234567],
  ['-1,000.00', -1000], // a loss
  ['+500', 500], // an explicit sign
  ['-0.5', -0.5],
  ['12.5', 12.5],
  ['0', 0],
  ['0.00', 0],
  ['', 0], // empty: nothing moved that way
];

const REFUSED = ['abc', '1.2.3', '12,', ',12', '1,,2', '1e5', ' 5', '5 ', '--5', '.5', '5.', 'NaN', 'Infinity', '₹100'];

describe('decimal-text fields: the wire text becomes a number', () => {
  it.each(FORMATS)('%j → %d in every field and in both schema flavours', (text, expected) => {
    expect(zTransactionItem.parse({ ...item, credit: text, debit: text })).toMatchObject({ credit: expected, debit: expected });
    expect(mini.zTransactionItem.parse({ ...item, credit: text, debit: text })).toMatchObject({ credit: expected, debit: expected });
    expect(zTransactionDetail.parse({ id: 1, description: 'x', totalWin: text, bets: [] }).totalWin).toBe(expected);
    expect(mini.zTransactionDetail.parse({ id: 1, description: 'x', totalWin: text, bets: [] }).totalWin).toBe(expected);
    expect(zBetHistoryItem.parse({ ...bet, profitLoss: text }).profitLoss).toBe(expected);
    expect(mini.zBetHistoryItem.parse({ ...bet, profitLoss: text }).profitLoss).toBe(expected);
  });

  it.each(REFUSED)('refuses %j rather than guessing a number', (text) => {
    expect(zTransactionItem.safeParse({ ...item, credit: text }).success).toBe(false);
    expect(mini.zTransactionItem.safeParse({ ...item, credit: text }).success).toBe(false);
    expect(zBetHistoryItem.safeParse({ ...bet, profitLoss: text }).success).toBe(false);
  });

  it('refuses a JSON number where the wire has text (the description says text)', () => {
    expect(zTransactionItem.safeParse({ ...item, credit: 1250 }).success).toBe(false);
    expect(zTransactionDetail.safeParse({ id: 1, description: 'x', totalWin: -5, bets: [] }).success).toBe(false);
  });
});

describe('the api runtime hands the app numbers', () => {
  let uninstall: () => void;
  beforeAll(() => {
    uninstall = installApiRuntime();
  });
  afterAll(() => uninstall());

  function answering(result: unknown) {
    return vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, result, error: null, unAuthorizedRequest: false, __abp: true }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
  }

  it('statement, detail and bet history arrive as numbers through the generated SDK', async () => {
    const history = await getTransactionHistory({
      fetch: answering({
        totalCount: 2,
        items: [
          { ...item, credit: '1,00,000.00' },
          { ...item, id: 2, credit: '', debit: '2,500.75' },
        ],
      }),
      query: { From: '2026-11-01', To: '2026-11-21' },
    });
    expect(history.data?.result?.items.map(({ credit, debit }) => [credit, debit])).toEqual([
      [100000, 0],
      [0, 2500.75],
    ]);
    const detail = await getTransactionDetail({
      fetch: answering({ id: 1, description: 'x', totalWin: '-1,200.00', bets: [] }),
      query: { transactionId: 1 },
    });
    expect(detail.data?.result?.totalWin).toBe(-1200);
    const bets = await getUserBetHistory({
      fetch: answering({ totalCount: 1, items: [{ ...bet, profitLoss: '+1,500' }] }),
      body: { maxResultCount: 10, skipCount: 0 },
    });
    expect(bets.data?.result?.items[0]?.profitLoss).toBe(1500);
  });

  it('a malformed amount is a schema error naming the field, not a NaN on screen', async () => {
    const call = getTransactionHistory({
      fetch: answering({ totalCount: 1, items: [{ ...item, credit: '12abc' }] }),
      query: { From: '2026-11-01', To: '2026-11-21' },
    });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ kind: 'schema', message: expect.stringContaining('credit') });
  });
});

describe('the mock writes amounts as the backend family does', () => {
  it.each<[number, string]>([
    [1250.5, '1,250.50'],
    [-1000, '-1,000.00'],
    [100000, '100,000.00'],
    [0, '0.00'],
    [-0, '0.00'],
  ])('%d → %j', (value, text) => {
    expect(wireAmount(value)).toBe(text);
    expect(zBetHistoryItem.parse({ ...bet, profitLoss: wireAmount(value) }).profitLoss).toBe(value === 0 ? 0 : value);
  });

  it('leaves the side of a statement row that did not move empty', () => {
    expect(wireSide(0)).toBe('');
    expect(wireSide(500)).toBe('500.00');
  });
});
