// docs/wire.md §2.10, §2.12. No Lingui macro: the mock imports this table under tsx.
import type { DomainSetting, PaymentInfo, PaymentMethod } from '@/api/generated/types.gen';

type Toggle = keyof Pick<
  DomainSetting,
  | 'phonePeDeposit'
  | 'impsDeposit'
  | 'upiDeposit'
  | 'paytmDeposit'
  | 'gPayDeposit'
  | 'tetherDeposit'
  | 'impsWithdrawal'
  | 'paytmWithdrawal'
  | 'withdrawalGpay'
  | 'withdrawalPhonepay'
>;

export type DetailLabel =
  | 'Account holder'
  | 'Account type'
  | 'Account number'
  | 'IFSC'
  | 'UPI ID'
  | 'PhonePe number'
  | 'Paytm number'
  | 'Paytm name'
  | 'Google Pay number'
  | 'USDT - TRC20 Wallet Only';

export interface DetailLine {
  label: string;
  value: string;
}

interface NamedLine {
  label: DetailLabel;
  value: string;
}

export interface ReceivingDetails {
  method: PaymentMethod;
  title: string;
  lines: DetailLine[];
}

function line(label: DetailLabel, value: string | null | undefined): NamedLine[] {
  const text = (value ?? '').trim();
  return text === '' ? [] : [{ label, value: text }];
}

interface MethodEntry {
  /** The backend family's English name (the mock's displayName). */
  readonly label: string;
  readonly depositToggle: Toggle;
  /** `rank`: the place in the withdrawal list. */
  readonly payout?: { readonly toggle: Toggle; readonly rank: number; readonly to: 'bank' | 'wallet' };
  readonly walletLabel: DetailLabel;
  readonly brandDetails: (setting: DomainSetting) => NamedLine[];
  /** What the mock's GetPaymentInfo assigns every player. */
  readonly brandAccount: (setting: DomainSetting) => Omit<PaymentInfo, 'method' | 'displayName'>;
}

/** In the old client's deposit order. */
export const paymentMethods = {
  PhonePay: {
    label: 'PhonePe',
    depositToggle: 'phonePeDeposit',
    walletLabel: 'PhonePe number',
    payout: { toggle: 'withdrawalPhonepay', rank: 4, to: 'wallet' },
    brandDetails: (setting) => line('PhonePe number', setting.phonePeNumber),
    brandAccount: (setting) => ({ walletNumber: setting.phonePeNumber }),
  },
  Imps: {
    label: 'Bank transfer (IMPS)',
    depositToggle: 'impsDeposit',
    payout: { toggle: 'impsWithdrawal', rank: 1, to: 'bank' },
    walletLabel: 'Account number',
    brandDetails: (setting) => [
      ...line('Account holder', setting.impsHolderName),
      ...line('Account type', setting.impsType),
      ...line('Account number', setting.impsNumber),
      ...line('IFSC', setting.impsifsc),
    ],
    brandAccount: (setting) => ({ accountHolderName: setting.impsHolderName, accountNumber: setting.impsNumber, ifsc: setting.impsifsc }),
  },
  Upi: {
    label: 'UPI',
    depositToggle: 'upiDeposit',
    walletLabel: 'UPI ID',
    brandDetails: (setting) => line('UPI ID', setting.upiId),
    brandAccount: (setting) => ({ accountHolderName: setting.impsHolderName, upiId: setting.upiId }),
  },
  Paytm: {
    label: 'Paytm',
    depositToggle: 'paytmDeposit',
    payout: { toggle: 'paytmWithdrawal', rank: 2, to: 'wallet' },
    walletLabel: 'Paytm number',
    brandDetails: (setting) => [...line('Paytm number', setting.paytmWalletNumber), ...line('Paytm name', setting.paytmName)],
    brandAccount: (setting) => ({ accountHolderName: setting.paytmName, walletNumber: setting.paytmWalletNumber }),
  },
  Gpay: {
    label: 'Google Pay',
    depositToggle: 'gPayDeposit',
    walletLabel: 'Google Pay number',
    payout: { toggle: 'withdrawalGpay', rank: 3, to: 'wallet' },
    brandDetails: (setting) => line('Google Pay number', setting.gPayNumber),
    brandAccount: (setting) => ({ walletNumber: setting.gPayNumber }),
  },
  Usdt: {
    label: 'USDT (TRC20)',
    depositToggle: 'tetherDeposit',
    walletLabel: 'USDT - TRC20 Wallet Only',
    brandDetails: (setting) => line('USDT - TRC20 Wallet Only', setting.usdtWallet),
    brandAccount: (setting) => ({ walletNumber: setting.usdtWallet }),
  },
} as const satisfies Record<PaymentMethod, MethodEntry>;

export const methodEntry = (method: PaymentMethod): MethodEntry => paymentMethods[method];

export const PAYMENT_METHODS = Object.keys(paymentMethods) as [PaymentMethod, ...PaymentMethod[]];

export interface MethodWords {
  methodName: (method: PaymentMethod) => string;
  detailLabel: (label: DetailLabel) => string;
}

export const englishMethodWords: MethodWords = {
  methodName: (method) => methodEntry(method).label,
  detailLabel: (label) => label,
};

export const WITHDRAWAL_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS.filter((method) => methodEntry(method).payout).sort(
  (a, b) => (methodEntry(a).payout?.rank ?? 0) - (methodEntry(b).payout?.rank ?? 0),
);

export function depositMethods(setting: DomainSetting | undefined): PaymentMethod[] {
  if (!setting) return [];
  return PAYMENT_METHODS.filter((method) => setting[methodEntry(method).depositToggle] === true);
}

export function withdrawalMethods(setting: DomainSetting | undefined): PaymentMethod[] {
  if (!setting) return [];
  return WITHDRAWAL_METHODS.filter((method) => {
    const toggle = methodEntry(method).payout?.toggle;
    return toggle !== undefined && setting[toggle] === true;
  });
}

export function isBankTransfer(method: PaymentMethod): boolean {
  return methodEntry(method).payout?.to === 'bank';
}

function assignedDetails(info: PaymentInfo): NamedLine[] {
  return [
    ...line('Account holder', info.accountHolderName),
    ...line('Account number', info.accountNumber),
    ...line('IFSC', info.ifsc),
    ...line('UPI ID', info.upiId),
    ...line(methodEntry(info.method).walletLabel, info.walletNumber),
  ];
}

/** A method with no details is listed empty, so the screen says so. */
export function receivingDetails(
  setting: DomainSetting | undefined,
  assigned: readonly PaymentInfo[] | undefined,
  words: MethodWords = englishMethodWords,
): ReceivingDetails[] {
  if (!setting) return [];
  return depositMethods(setting).map((method) => {
    const info = assigned?.find((candidate) => candidate.method === method);
    const fromInfo = info ? assignedDetails(info) : [];
    const lines = fromInfo.length > 0 ? fromInfo : methodEntry(method).brandDetails(setting);
    return {
      method,
      // The server's display name is shown as sent.
      title: info?.displayName?.trim() || words.methodName(method),
      lines: lines.map(({ label, value }) => ({ label: words.detailLabel(label), value })),
    };
  });
}

export interface AmountLimits {
  min: number;
  max: number;
}

/** Else the withdrawal maximum (docs/wire.md §2.12). */
export function depositLimits(setting: DomainSetting | undefined): AmountLimits {
  return {
    min: setting?.minDepositAmount ?? 1,
    max: setting?.maxDepositAmount ?? setting?.maxWithdrawalAmount ?? Number.POSITIVE_INFINITY,
  };
}

export function withdrawalLimits(setting: DomainSetting | undefined): AmountLimits {
  return { min: setting?.minWithdrawalAmount ?? 1, max: setting?.maxWithdrawalAmount ?? Number.POSITIVE_INFINITY };
}
