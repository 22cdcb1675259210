import { describe, expect, it } from 'vitest';
import type { DomainSetting } from '@/api/generated/types.gen';
import { addQuickAmount, amountMessages, amountProblem, parseAmount, QUICK_AMOUNTS } from '@/features/payments/model/amount';
import {
  accountNumberProblem,
  bankMessages,
  holderNameProblem,
  ifscProblem,
  mobileProblem,
  upiIdProblem,
} from '@/features/payments/model/bank-details';
import { depositSchema, withdrawalSchema } from '@/features/payments/model/forms';
import { depositLimits, depositMethods, receivingDetails, withdrawalLimits, withdrawalMethods } from '@/features/payments/model/methods';
import { statusWords, toStatusFilter, toTypeFilter } from '@/features/payments/model/requests';
import { depositWithdrawHref, tabFromRouteId } from '@/features/payments/model/route-tab';
import { screenshotMessages, screenshotProblem, SCREENSHOT_MAX_BYTES } from '@/features/payments/model/screenshot';
import { localhostBrand } from '../../mocks/db/seed/brands';

const bounds = { min: 500, max: 200000, step: 1 };

describe('parseAmount', () => {
  it.each([
    ['100,50', 100.5],
    ['1,000', 1000],
    ['1,00,000', 100000],
    ['', null],
  ])('%j reads as %j, never larger than typed', (typed, expected) => {
    expect(parseAmount(typed)).toBe(expected);
  });
});

describe('amountProblem', () => {
  it.each([
    ['', amountMessages.required],
    ['0', amountMessages.required],
    ['abc', amountMessages.notANumber],
    ['-5', amountMessages.notANumber],
    ['499', amountMessages.belowMin('500')],
    ['500.50', amountMessages.step(1)],
    ['200001', amountMessages.aboveMax('200000')],
    ['500', null],
    ['2,00,000', null],
    // A decimal comma is read as one, never as a grouping comma: '100,50' is 100.50, not 10,050.
    ['1000,50', amountMessages.step(1)],
    ['1,0,0,0', amountMessages.notANumber],
  ])('amount %j → %j', (typed, expected) => {
    expect(amountProblem(parseAmount(typed), bounds)).toBe(expected);
  });

  it('refuses a withdrawal above what is available (balance − exposure) and says how much is', () => {
    const withAvailable = { ...bounds, available: 1200 };
    expect(amountProblem(1200, withAvailable)).toBeNull();
    expect(amountProblem(1201, withAvailable)).toBe(amountMessages.overAvailable('1200'));
    expect(amountProblem(600, { ...bounds, available: -10 })).toBe(amountMessages.nothingAvailable);
  });

  it('checks the minimum before the available funds, so the first problem is the nearer one', () => {
    expect(amountProblem(100, { ...bounds, available: 50 })).toBe(amountMessages.belowMin('500'));
  });

  it('honours a step other than whole rupees', () => {
    expect(amountProblem(150, { min: 100, max: 1000, step: 100 })).toBe(amountMessages.step(100));
    expect(amountProblem(300, { min: 100, max: 1000, step: 100 })).toBeNull();
  });
});

describe('quick-add buttons', () => {
  it('add to the typed amount instead of concatenating text', () => {
    expect(addQuickAmount('', 100)).toBe('100');
    expect(addQuickAmount('1000', 500)).toBe('1500');
    expect(addQuickAmount('1,000', 50000)).toBe('51000');
    expect(addQuickAmount('abc', 100)).toBe('100');
    expect(QUICK_AMOUNTS).toEqual([100, 500, 1000, 5000, 10000, 50000]);
  });
});

describe('IFSC', () => {
  it.each([
    ['HDFC0001234', null],
    ['hdfc0001234', null],
    ['SBIN0ABC123', null],
    [' HDFC 0001234 ', null],
    ['', bankMessages.ifscRequired],
    ['HDFC1001234', bankMessages.ifscInvalid], // the fifth character is always 0
    ['HDF00001234', bankMessages.ifscInvalid], // 4 letters first
    ['HDFC000123', bankMessages.ifscInvalid], // 11 characters
    ['HDFC00012345', bankMessages.ifscInvalid],
    ['HDFC0-01234', bankMessages.ifscInvalid],
  ])('%j → %j', (typed, expected) => expect(ifscProblem(typed)).toBe(expected));
});

describe('account number', () => {
  it.each([
    ['123456789', null],
    ['123456789012345678', null],
    ['1234 5678 9012', null],
    ['', bankMessages.accountNumberRequired],
    ['12345678', bankMessages.accountNumberInvalid],
    ['1234567890123456789', bankMessages.accountNumberInvalid],
    ['12345678A', bankMessages.accountNumberInvalid],
  ])('%j → %j', (typed, expected) => expect(accountNumberProblem(typed)).toBe(expected));
});

describe('UPI id', () => {
  it.each([
    ['', null],
    ['player.one@okhdfc', null],
    ['9876543210@paytm', null],
    ['a_b-c@ybl', null],
    ['player.one', bankMessages.upiInvalid],
    ['@okhdfc', bankMessages.upiInvalid],
    ['p@1bank', bankMessages.upiInvalid],
    ['player one@okhdfc', bankMessages.upiInvalid],
    ['a@b', bankMessages.upiInvalid],
  ])('%j → %j', (typed, expected) => expect(upiIdProblem(typed)).toBe(expected));
});

describe('wallet mobile and holder name', () => {
  it('follows the docs/product.md §5 mobile rule', () => {
    expect(mobileProblem('9876543210')).toBeNull();
    expect(mobileProblem('+919876543210')).toBeNull();
    expect(mobileProblem('5876543210')).toBe(bankMessages.mobileInvalid);
    expect(mobileProblem('')).toBe(bankMessages.mobileRequired);
  });
  it('wants a name made of letters', () => {
    expect(holderNameProblem('Player One')).toBeNull();
    expect(holderNameProblem('')).toBe(bankMessages.holderRequired);
    expect(holderNameProblem('1234')).toBe(bankMessages.holderInvalid);
  });
  it("has one rule for the holder's name, and its message says what that rule allows", () => {
    expect(holderNameProblem('R. K. Sharma')).toBeNull();
    // The sanitiser would send O'Brien as OBrien: refused, by the rule's own message, which does not
    // offer apostrophes and says how to type such a name.
    expect(holderNameProblem("O'Brien")).toBe(bankMessages.holderInvalid);
    expect(holderNameProblem('O’Brien')).toBe(bankMessages.holderInvalid);
    expect(bankMessages.holderInvalid).not.toMatch(/apostrophe/i);
    expect(bankMessages.holderInvalid).toMatch(/letters, spaces and dots/);
    expect(holderNameProblem('O Brien')).toBeNull();
    expect(holderNameProblem('OBrien')).toBeNull();
  });
});

describe('screenshot', () => {
  it('accepts PNG, JPEG and WebP up to 5 MB', () => {
    expect(screenshotProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(screenshotProblem({ type: 'image/webp', size: SCREENSHOT_MAX_BYTES })).toBeNull();
    expect(screenshotProblem(null)).toBe(screenshotMessages.required);
    expect(screenshotProblem({ type: 'application/pdf', size: 1000 })).toBe(screenshotMessages.type);
    expect(screenshotProblem({ type: 'image/jpeg', size: SCREENSHOT_MAX_BYTES + 1 })).toBe(screenshotMessages.size);
    expect(screenshotProblem({ type: 'image/png', size: 0 })).toBe(screenshotMessages.empty);
  });
});

describe('payment methods of a brand', () => {
  const brand = localhostBrand();
  it('offers only the enabled methods, withdrawals never by UPI or USDT', () => {
    expect(depositMethods(brand)).toEqual(['PhonePay', 'Imps', 'Upi', 'Paytm', 'Gpay', 'Usdt']);
    expect(withdrawalMethods(brand)).toEqual(['Imps', 'Paytm', 'Gpay', 'PhonePay']);
    const fewer: DomainSetting = { ...brand, phonePeDeposit: false, tetherDeposit: false, impsWithdrawal: false, withdrawalGpay: false };
    expect(depositMethods(fewer)).toEqual(['Imps', 'Upi', 'Paytm', 'Gpay']);
    expect(withdrawalMethods(fewer)).toEqual(['Paytm', 'PhonePay']);
    expect(depositMethods(undefined)).toEqual([]);
  });

  it('takes the bounds from the brand, the deposit maximum falling back to the withdrawal one', () => {
    expect(depositLimits(brand)).toEqual({ min: 100, max: 500000 });
    expect(withdrawalLimits(brand)).toEqual({ min: 500, max: 200000 });
    const { maxDepositAmount: _dropped, ...noDepositMax } = brand;
    expect(depositLimits(noDepositMax)).toEqual({ min: 100, max: 200000 });
  });

  it('shows the account assigned by GetPaymentInfo, else the brand’s receiving details', () => {
    const details = receivingDetails(brand, [{ method: 'Upi', displayName: 'UPI (assigned)', upiId: 'assigned@okaxis' }]);
    expect(details.map((item) => item.method)).toEqual(['PhonePay', 'Imps', 'Upi', 'Paytm', 'Gpay', 'Usdt']);
    expect(details.find((item) => item.method === 'Upi')).toEqual({
      method: 'Upi',
      title: 'UPI (assigned)',
      lines: [{ label: 'UPI ID', value: 'assigned@okaxis' }],
    });
    expect(details.find((item) => item.method === 'Imps')?.lines).toEqual([
      { label: 'Account holder', value: 'Exchange Payments Pvt Ltd' },
      { label: 'Account type', value: 'Current account' },
      { label: 'Account number', value: '50200012345678' },
      { label: 'IFSC', value: 'HDFC0001234' },
    ]);
    expect(details.find((item) => item.method === 'Usdt')?.lines).toEqual([{ label: 'USDT - TRC20 Wallet Only', value: brand.usdtWallet }]);
  });
});

describe('/depositw/:id and request filters', () => {
  it('reads the id as the request type: 2 withdraws, anything else deposits', () => {
    expect(tabFromRouteId('2')).toBe('withdraw');
    expect(tabFromRouteId('1')).toBe('deposit');
    expect(tabFromRouteId(undefined)).toBe('deposit');
    expect(tabFromRouteId('x')).toBe('deposit');
    expect(depositWithdrawHref('withdraw')).toBe('/depositw/2');
  });
  it('keeps filter values to the wire codes', () => {
    expect(toTypeFilter('2')).toBe('2');
    expect(toTypeFilter('9')).toBe('0');
    expect(toStatusFilter('3')).toBe('3');
    expect(statusWords).toEqual({ 1: 'Pending', 2: 'Accepted', 3: 'Rejected' });
  });
});

describe('form schemas', () => {
  it('turns a valid IMPS withdrawal into the request fields, tidied', () => {
    const parsed = withdrawalSchema({ ...bounds, available: 10000 }).safeParse({
      method: 'Imps',
      amount: '5,000',
      accountHolderName: ' Player One ',
      accountNumber: '0012 3456 7890',
      ifsc: 'hdfc0001234',
      walletNumber: '',
      upiId: 'not checked for IMPS',
    });
    expect(parsed.success && parsed.data).toEqual({
      method: 'Imps',
      amount: 5000,
      accountHolderName: 'Player One',
      accountNumber: '001234567890',
      ifsc: 'HDFC0001234',
      walletNumber: null,
      upiId: null,
    });
  });

  it('names every wrong field of a withdrawal at once', () => {
    const parsed = withdrawalSchema({ ...bounds, available: 1000 }).safeParse({
      method: 'Gpay',
      amount: '5000',
      accountHolderName: '',
      accountNumber: '',
      ifsc: '',
      walletNumber: '123',
      upiId: 'nope',
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['amount', amountMessages.overAvailable('1000')],
      ['walletNumber', bankMessages.mobileInvalid],
      ['upiId', bankMessages.upiInvalid],
    ]);
  });

  it('needs a screenshot for a deposit', () => {
    const parsed = depositSchema({ min: 100, max: 1000, step: 1 }).safeParse({ method: 'Upi', amount: '100', screenshot: null });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([screenshotMessages.required]);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'paid.png', { type: 'image/png' });
    const ok = depositSchema({ min: 100, max: 1000, step: 1 }).safeParse({ method: 'Upi', amount: '100', screenshot: file });
    expect(ok.success && ok.data.amount).toBe(100);
  });
});
