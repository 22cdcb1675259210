import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '@/api/generated/types.gen';
import { i18n } from '@/lib/i18n/runtime';
import type { DetailLabel, MethodWords } from './methods';

// The payment methods' words (./methods.ts stays free of macros: the mock imports it).

const METHOD_NAMES: Record<PaymentMethod, MessageDescriptor> = {
  PhonePay: msg`PhonePe`,
  Imps: msg`Bank transfer (IMPS)`,
  Upi: msg`UPI`,
  Paytm: msg`Paytm`,
  Gpay: msg`Google Pay`,
  Usdt: msg`USDT (TRC20)`,
};

const DETAIL_LABELS: Record<DetailLabel, MessageDescriptor> = {
  'Account holder': msg`Account holder`,
  'Account type': msg`Account type`,
  'Account number': msg`Account number`,
  IFSC: msg`IFSC`,
  'UPI ID': msg`UPI ID`,
  'PhonePe number': msg`PhonePe number`,
  'Paytm number': msg`Paytm number`,
  'Paytm name': msg`Paytm name`,
  'Google Pay number': msg`Google Pay number`,
  'USDT - TRC20 Wallet Only': msg`USDT - TRC20 Wallet Only`,
};

export function methodLabel(method: PaymentMethod): string {
  return i18n._(METHOD_NAMES[method]);
}

export const methodWords: MethodWords = {
  methodName: methodLabel,
  detailLabel: (label) => i18n._(DETAIL_LABELS[label]),
};
