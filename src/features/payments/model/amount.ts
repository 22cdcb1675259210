// The old client never enforced its HTML min/max (docs/wire.md §2.12).

import { t } from '@lingui/core/macro';
import { readAmount } from '@/lib/typed-number';

export interface AmountBounds {
  min: number;
  max: number;
  /** The operator's ledger never uses paise. */
  step: number;
  /** Withdrawals only: balance − exposure. */
  available?: number;
}

export const AMOUNT_STEP = 1;

export const QUICK_AMOUNTS = [100, 500, 1000, 5000, 10000, 50000] as const;

export const amountMessages = {
  get required() {
    return t`Enter an amount.`;
  },
  get notANumber() {
    return t`The amount must be a number.`;
  },
  step: (step: number) => (step === 1 ? t`The amount must be in whole rupees.` : t`The amount must be a multiple of ${step}.`),
  belowMin: (min: string) => t`The minimum is ${min}.`,
  aboveMax: (max: string) => t`The maximum is ${max}.`,
  overAvailable: (available: string) => t`You can withdraw at most ${available}: the rest of your balance is held by open bets (exposure).`,
  get nothingAvailable() {
    return t`Nothing is available to withdraw: your balance is fully held by open bets (exposure).`;
  },
};

export function parseAmount(text: string): number | null {
  if (text.trim() === '') return null;
  return readAmount(text) ?? Number.NaN;
}

export function amountProblem(amount: number | null, bounds: AmountBounds, format: (value: number) => string = String): string | null {
  if (amount === null) return amountMessages.required;
  if (!Number.isFinite(amount)) return amountMessages.notANumber;
  if (amount <= 0) return amountMessages.required;
  // So that float noise like 100.0000001 cannot pass.
  if (Math.abs(amount / bounds.step - Math.round(amount / bounds.step)) > 1e-9) return amountMessages.step(bounds.step);
  if (amount < bounds.min) return amountMessages.belowMin(format(bounds.min));
  if (amount > bounds.max) return amountMessages.aboveMax(format(bounds.max));
  if (bounds.available !== undefined && amount > bounds.available) {
    return bounds.available <= 0 ? amountMessages.nothingAvailable : amountMessages.overAvailable(format(bounds.available));
  }
  return null;
}

/** Adds, as the old client meant to (it concatenated strings: docs/wire.md §2.10). */
export function addQuickAmount(current: string, add: number): string {
  const value = parseAmount(current);
  const base = value === null || !Number.isFinite(value) ? 0 : value;
  return String(base + add);
}
