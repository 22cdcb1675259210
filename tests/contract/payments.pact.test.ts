// @vitest-environment node
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import { createDepositWithdrawalRequest, getDepositWithdrawals, getPaymentInfo, storeImage } from '@/api/generated/sdk.gen';
import type { DepositWithdrawalQuery, DepositWithdrawalRequest } from '@/api/generated/types.gen';
import {
  abpFailure,
  abpSuccess,
  apiPact,
  bearer,
  jsonRequestHeaders,
  jsonResponseHeaders,
  PAYMENT_METHOD,
  PLAYER1_TOKEN,
  rejection,
  storeSession,
  viaMockServer,
  withAppRuntime,
} from './pact-support';

// The payment calls behind /Payment, /depositw and /dwrequests (docs/wire.md §1.9, §2.10,
// §2.11), through the generated SDK with the app's runtime: exactly the bodies the screens send.

const { atLeastLike, eachLike, integer, number, regex, string } = MatchersV3;

// Node, not jsdom: Node's fetch cannot read the bytes of jsdom's File/FormData (it would upload the
// text 'undefined'), and the screenshot upload must carry a real image. The one browser API the
// runtime needs here is localStorage (the stored token and base URL): a plain in-memory one.
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}
vi.stubGlobal('localStorage', new MemoryStorage());

const pact = apiPact();
withAppRuntime();

const signedIn = { token: PLAYER1_TOKEN } as const;
const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?$';

/** The upload's multipart boundary, fixed: pact's core draws a random one, which rewrote the committed
 * pact file (its body and Content-Type) on every run. The provider matches the header by a regex. */
const UPLOAD_BOUNDARY = 'exchange-pact-upload';

/** The smallest valid PNG (1×1): the screenshot the pact uploads. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The family's answer: `result` is the message the player sees. */
const familyCreated = (message: string) => abpSuccess(string(message));

/** The proposal: the created request beside the family's `result` (openapi `depositWithdrawal`). */
const createdBeside = (message: string, statusName: string, balance: number) => ({
  ...familyCreated(message),
  depositWithdrawal: { id: integer(8), status: 1, statusName, message: string(message), balance: number(balance) },
});

describe('Account/GetPaymentInfo', () => {
  it('answers the receiving details the payment screens show and copy', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .uponReceiving('player1 payment info with receiving details')
      .withRequest('GET', '/Account/GetPaymentInfo', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess(
            atLeastLike(
              {
                method: regex(PAYMENT_METHOD, 'Upi'),
                displayName: string('UPI'),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getPaymentInfo({ ...viaMockServer(mockServer) });
        expect(data.result[0]?.displayName).toBeTruthy();
      });
  });
});

describe('Setting/StoreImage', () => {
  it('stores a deposit screenshot sent as a multipart file and answers its URL', async () => {
    storeSession();
    const file = path.join(tmpdir(), 'exchange-pact-paid.png');
    writeFileSync(file, PNG);
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a deposit screenshot upload')
      .withRequest('POST', '/Setting/StoreImage', (b) => b.headers(bearer()).multipartBody('image/png', file, 'file', UPLOAD_BOUNDARY))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonResponseHeaders)
          .jsonBody(abpSuccess({ url: regex('^https?://.+\\.png$', 'https://cdn.exchange.example/uploads/mock-1.png') })),
      )
      .executeTest(async (mockServer) => {
        const { data } = await storeImage({
          ...viaMockServer(mockServer),
          body: { file: new File([PNG], 'exchange-pact-paid.png', { type: 'image/png' }) },
          // As the deposit form sends it (src/features/payments/hooks/use-submit-request.ts).
          headers: { 'Content-Type': 'multipart/form-data' },
        });
        expect(data.result.url).toMatch(/\.png$/);
      });
  });
});

describe('DepositWithdrawal/CreateRequestForDepositWithdrawal', () => {
  it('takes a deposit request with the stored screenshot, answering the message as the family does', async () => {
    storeSession();
    const body: DepositWithdrawalRequest = {
      type: '1',
      amount: 1500,
      paymentMethod: 'Upi',
      imageUrl: 'https://cdn.exchange.example/uploads/mock-1.png',
    };
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a deposit request by UPI with a screenshot')
      .withRequest('POST', '/DepositWithdrawal/CreateRequestForDepositWithdrawal', (b) =>
        b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(body),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(familyCreated('Deposit request submitted')))
      .executeTest(async (mockServer) => {
        const { data } = await createDepositWithdrawalRequest({ ...viaMockServer(mockServer), body });
        expect(data.result).toBe('Deposit request submitted');
      });
  });

  const withdrawal: DepositWithdrawalRequest = {
    type: '2',
    amount: 5000,
    paymentMethod: 'Imps',
    imageUrl: null,
    accountNumber: '001234567890',
    accountHolderName: 'Player One',
    ifsC_Code: 'HDFC0001234',
    payTmName: null,
    upiId: null,
  };

  it('takes an IMPS withdrawal within the available balance, holds it and answers the new balance beside the message (proposal)', async () => {
    storeSession();
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', { balance: 100000, exposure: 0 })
      .uponReceiving('an IMPS withdrawal request within the available balance')
      .withRequest('POST', '/DepositWithdrawal/CreateRequestForDepositWithdrawal', (b) =>
        b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(withdrawal),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(createdBeside('Withdrawal request submitted', 'Pending', 95000)))
      .executeTest(async (mockServer) => {
        const { data } = await createDepositWithdrawalRequest({ ...viaMockServer(mockServer), body: withdrawal });
        expect(data.result).toBe('Withdrawal request submitted');
        expect(data.depositWithdrawal).toMatchObject({ statusName: 'Pending', balance: 95000 });
      });
  });

  it('answers a repeated clientRef as the first time, holding nothing again (proposal)', async () => {
    storeSession();
    const clientRef = '5c0d9a3e-1f7b-4e2a-b6c8-9d4e2f1a7b30';
    const repeat: DepositWithdrawalRequest = { ...withdrawal, clientRef };
    await pact
      .addInteraction()
      .pending()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', { balance: 100000, exposure: 0 })
      .given('player1 has deposit and withdrawal requests', { withdrawalAmount: 5000, withdrawalClientRef: clientRef })
      .uponReceiving('a withdrawal request repeating a clientRef already used')
      .withRequest('POST', '/DepositWithdrawal/CreateRequestForDepositWithdrawal', (b) =>
        b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(repeat),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(createdBeside('Withdrawal request submitted', 'Pending', 95000)))
      .executeTest(async (mockServer) => {
        const { data } = await createDepositWithdrawalRequest({ ...viaMockServer(mockServer), body: repeat });
        expect(data.result).toBe('Withdrawal request submitted');
        expect(data.depositWithdrawal).toMatchObject({ statusName: 'Pending', balance: 95000 });
      });
  });

  it('refuses a withdrawal above balance − exposure with a readable message', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .given('player1 has balance', { balance: 6000, exposure: 2000 })
      .uponReceiving('a withdrawal request above the available balance')
      .withRequest('POST', '/DepositWithdrawal/CreateRequestForDepositWithdrawal', (b) =>
        b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(withdrawal),
      )
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure('Insufficient balance')))
      .executeTest(async (mockServer) => {
        const error = await rejection(createDepositWithdrawalRequest({ ...viaMockServer(mockServer), body: withdrawal }));
        expect(error.message).toBe('Insufficient balance');
      });
  });

  it('refuses a withdrawal to a malformed IFSC code', async () => {
    storeSession();
    const badIfsc = { ...withdrawal, ifsC_Code: 'HDFC1001234' };
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .uponReceiving('a withdrawal request with a malformed IFSC code')
      .withRequest('POST', '/DepositWithdrawal/CreateRequestForDepositWithdrawal', (b) =>
        b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(badIfsc),
      )
      .willRespondWith(500, (b) => b.headers(jsonResponseHeaders).jsonBody(abpFailure('Invalid IFSC code')))
      .executeTest(async (mockServer) => {
        const error = await rejection(createDepositWithdrawalRequest({ ...viaMockServer(mockServer), body: badIfsc }));
        expect(error.message).toBe('Invalid IFSC code');
      });
  });
});

describe('DepositWithdrawal/GetDepositWithdrawals', () => {
  const query: DepositWithdrawalQuery = {
    maxResultCount: 10,
    skipCount: 0,
    sorting: null,
    filter: '',
    filterByUser: true,
    status: '0',
    type: '0',
  };

  it('answers a page of the player’s requests with their status', async () => {
    storeSession();
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .given('player1 has deposit and withdrawal requests', { depositAmount: 1000, withdrawalAmount: 5000 })
      .uponReceiving('a page of all the player’s requests')
      .withRequest('POST', '/DepositWithdrawal/GetDepositWithdrawals', (b) =>
        b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(query),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponseHeaders).jsonBody(
          abpSuccess({
            totalCount: integer(2),
            items: eachLike(
              {
                id: integer(9),
                type: regex('^(Deposit|Withdrawal)$', 'Withdrawal'),
                amount: number(5000),
                paymentMethod: regex(PAYMENT_METHOD, 'Imps'),
                creationTime: regex(ISO_INSTANT, '2026-01-15T10:00:00Z'),
                status: integer(1),
                statusName: regex('^(Pending|Accepted|Rejected)$', 'Pending'),
              },
              2,
            ),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { data } = await getDepositWithdrawals({ ...viaMockServer(mockServer), body: query });
        expect(data.result.items).toHaveLength(2);
        expect(data.result.items.every((item) => item.statusName === 'Pending')).toBe(true);
      });
  });

  it('answers an empty page when a filter matches nothing', async () => {
    storeSession();
    const rejected = { ...query, status: '3' as const, type: '2' as const };
    await pact
      .addInteraction()
      .given('player1 is signed in', signedIn)
      .given('player1 has deposit and withdrawal requests', { depositAmount: 1000, withdrawalAmount: 5000 })
      .uponReceiving('a page of rejected withdrawals when there are none')
      .withRequest('POST', '/DepositWithdrawal/GetDepositWithdrawals', (b) =>
        b.headers({ ...jsonRequestHeaders, ...bearer() }).jsonBody(rejected),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponseHeaders).jsonBody(abpSuccess({ totalCount: 0, items: [] })))
      .executeTest(async (mockServer) => {
        const { data } = await getDepositWithdrawals({ ...viaMockServer(mockServer), body: rejected });
        expect(data.result).toEqual({ totalCount: 0, items: [] });
      });
  });
});
