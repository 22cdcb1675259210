// Which payment methods a brand offers, and the house's receiving details for each (docs/wire.md
// §2.10, §2.12). Wire names are the backend family's ('PhonePay', 'Imps', 'Gpay').
import type { DomainSetting, PaymentInfo, PaymentMethod } from '@/api/generated/types.gen';

export const methodLabels: Record<PaymentMethod, string> = {
  PhonePay: 'PhonePe',
  Imps: 'Bank transfer (IMPS)',
  Upi: 'UPI',
  Paytm: 'Paytm',
  Gpay: 'Google Pay',
  Usdt: 'USDT (TRC20)',
};

const DEPOSIT_ORDER: readonly PaymentMethod[] = ['PhonePay', 'Imps', 'Upi', 'Paytm', 'Gpay', 'Usdt'];
const WITHDRAWAL_ORDER: readonly PaymentMethod[] = ['Imps', 'Paytm', 'Gpay', 'PhonePay'];

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

const depositToggle: Record<PaymentMethod, Toggle> = {
  PhonePay: 'phonePeDeposit',
  Imps: 'impsDeposit',
  Upi: 'upiDeposit',
  Paytm: 'paytmDeposit',
  Gpay: 'gPayDeposit',
  Usdt: 'tetherDeposit',
};
// There is no UPI or USDT withdrawal in the backend family (docs/wire.md §2.10).
const withdrawalToggle: Partial<Record<PaymentMethod, Toggle>> = {
  Imps: 'impsWithdrawal',
  Paytm: 'paytmWithdrawal',
  Gpay: 'withdrawalGpay',
  PhonePay: 'withdrawalPhonepay',
};

/** The deposit methods the brand has switched on, in the old client's order (PhonePe first). */
export function depositMethods(setting: DomainSetting | undefined): PaymentMethod[] {
  if (!setting) return [];
  return DEPOSIT_ORDER.filter((method) => setting[depositToggle[method]] === true);
}

/** The withdrawal methods the brand has switched on (IMPS first, the old client's default). */
export function withdrawalMethods(setting: DomainSetting | undefined): PaymentMethod[] {
  if (!setting) return [];
  return WITHDRAWAL_ORDER.filter((method) => {
    const toggle = withdrawalToggle[method];
    return toggle !== undefined && setting[toggle] === true;
  });
}

export type WithdrawalMethod = 'Imps' | 'Paytm' | 'Gpay' | 'PhonePay';

export function isBankTransfer(method: PaymentMethod): boolean {
  return method === 'Imps';
}

export interface DetailLine {
  label: string;
  value: string;
}

export interface ReceivingDetails {
  method: PaymentMethod;
  title: string;
  lines: DetailLine[];
}

function line(label: string, value: string | null | undefined): DetailLine[] {
  const text = (value ?? '').trim();
  return text === '' ? [] : [{ label, value: text }];
}

/** The brand-wide details of a method, from the domain settings (docs/wire.md §2.10). */
function brandDetails(method: PaymentMethod, setting: DomainSetting): DetailLine[] {
  switch (method) {
    case 'PhonePay':
      return line('PhonePe number', setting.phonePeNumber);
    case 'Imps':
      return [
        ...line('Account holder', setting.impsHolderName),
        ...line('Account type', setting.impsType),
        ...line('Account number', setting.impsNumber),
        ...line('IFSC', setting.impsifsc),
      ];
    case 'Paytm':
      return [...line('Paytm number', setting.paytmWalletNumber), ...line('Paytm name', setting.paytmName)];
    case 'Gpay':
      return line('Google Pay number', setting.gPayNumber);
    case 'Upi':
      return line('UPI ID', setting.upiId);
    case 'Usdt':
      return line('USDT - TRC20 Wallet Only', setting.usdtWallet);
  }
}

const walletLabel: Record<PaymentMethod, string> = {
  PhonePay: 'PhonePe number',
  Imps: 'Account number',
  Upi: 'UPI ID',
  Paytm: 'Paytm number',
  Gpay: 'Google Pay number',
  Usdt: 'USDT - TRC20 Wallet Only',
};

/** The account GetPaymentInfo assigns to this player for a method (operators rotate them). */
function assignedDetails(info: PaymentInfo): DetailLine[] {
  return [
    ...line('Account holder', info.accountHolderName),
    ...line('Account number', info.accountNumber),
    ...line('IFSC', info.ifsc),
    ...line('UPI ID', info.upiId),
    ...line(walletLabel[info.method], info.walletNumber),
  ];
}

/**
 * Where the player pays for each enabled deposit method: the account GetPaymentInfo assigns to
 * this player when it names one, otherwise the brand's receiving details. A method with neither is
 * still listed (with no lines) so the screen can say the details are missing.
 */
export function receivingDetails(setting: DomainSetting | undefined, assigned: readonly PaymentInfo[] | undefined): ReceivingDetails[] {
  if (!setting) return [];
  return depositMethods(setting).map((method) => {
    const info = assigned?.find((candidate) => candidate.method === method);
    const fromInfo = info ? assignedDetails(info) : [];
    return {
      method,
      title: info?.displayName?.trim() || methodLabels[method],
      lines: fromInfo.length > 0 ? fromInfo : brandDetails(method, setting),
    };
  });
}

export interface AmountLimits {
  min: number;
  max: number;
}

/** The brand's bounds. A brand without a deposit maximum uses the withdrawal maximum, as the old
 * client did (docs/wire.md §2.12); with no bound at all, 1 and no ceiling. */
export function depositLimits(setting: DomainSetting | undefined): AmountLimits {
  return {
    min: setting?.minDepositAmount ?? 1,
    max: setting?.maxDepositAmount ?? setting?.maxWithdrawalAmount ?? Number.POSITIVE_INFINITY,
  };
}

export function withdrawalLimits(setting: DomainSetting | undefined): AmountLimits {
  return { min: setting?.minWithdrawalAmount ?? 1, max: setting?.maxWithdrawalAmount ?? Number.POSITIVE_INFINITY };
}
