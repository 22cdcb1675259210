import { z } from 'zod';
import type { PaymentMethod } from '@/api/generated/types.gen';
import { amountProblem, parseAmount, type AmountBounds } from './amount';
import {
  accountNumberProblem,
  holderNameProblem,
  ifscProblem,
  mobileProblem,
  normaliseAccountNumber,
  normaliseIfsc,
  upiIdProblem,
} from './bank-details';
import { isBankTransfer, PAYMENT_METHODS } from './methods';
import { screenshotProblem } from './screenshot';

const methodSchema = z.enum(PAYMENT_METHODS);

function issue(ctx: z.RefinementCtx, path: string, message: string | null): void {
  if (message !== null) ctx.addIssue({ code: 'custom', path: [path], message });
}

export interface DepositValues {
  method: PaymentMethod;
  amount: string;
  screenshot: File | null;
}

export interface DepositInput {
  method: PaymentMethod;
  amount: number;
  screenshot: File;
}

export function depositSchema(bounds: AmountBounds, format?: (value: number) => string) {
  return z
    .object({
      method: methodSchema,
      amount: z.string(),
      screenshot: z.custom<File | null>((value) => value === null || value instanceof Blob),
    })
    .superRefine((values, ctx) => {
      issue(ctx, 'amount', amountProblem(parseAmount(values.amount), bounds, format));
      issue(ctx, 'screenshot', screenshotProblem(values.screenshot));
    })
    .transform((values): DepositInput => ({
      method: values.method,
      amount: parseAmount(values.amount) ?? 0,
      // Unreachable after superRefine: keeps the type honest.
      screenshot: values.screenshot ?? new File([], ''),
    }));
}

export interface WithdrawalValues {
  method: PaymentMethod;
  amount: string;
  accountHolderName: string;
  accountNumber: string;
  ifsc: string;
  walletNumber: string;
  upiId: string;
}

export interface WithdrawalInput {
  method: PaymentMethod;
  amount: number;
  accountHolderName: string | null;
  accountNumber: string | null;
  ifsc: string | null;
  /** Wire name payTmName, for every wallet (docs/wire.md §2.10). */
  walletNumber: string | null;
  upiId: string | null;
}

export function withdrawalSchema(bounds: AmountBounds, format?: (value: number) => string) {
  return z
    .object({
      method: methodSchema,
      amount: z.string(),
      accountHolderName: z.string(),
      accountNumber: z.string(),
      ifsc: z.string(),
      walletNumber: z.string(),
      upiId: z.string(),
    })
    .superRefine((values, ctx) => {
      issue(ctx, 'amount', amountProblem(parseAmount(values.amount), bounds, format));
      if (isBankTransfer(values.method)) {
        issue(ctx, 'accountHolderName', holderNameProblem(values.accountHolderName));
        issue(ctx, 'accountNumber', accountNumberProblem(values.accountNumber));
        issue(ctx, 'ifsc', ifscProblem(values.ifsc));
      } else {
        issue(ctx, 'walletNumber', mobileProblem(values.walletNumber));
        issue(ctx, 'upiId', upiIdProblem(values.upiId));
      }
    })
    .transform((values): WithdrawalInput => {
      const bank = isBankTransfer(values.method);
      const upiId = values.upiId.trim();
      return {
        method: values.method,
        amount: parseAmount(values.amount) ?? 0,
        accountHolderName: bank ? values.accountHolderName.trim() : null,
        accountNumber: bank ? normaliseAccountNumber(values.accountNumber) : null,
        ifsc: bank ? normaliseIfsc(values.ifsc) : null,
        walletNumber: bank ? null : values.walletNumber.replace(/[\s-]+/g, ''),
        upiId: bank || upiId === '' ? null : upiId,
      };
    });
}
