import { t } from '@lingui/core/macro';
import { sanitiserProblem } from '@/lib/sanitize';

/** The bank, a reserved 0, the branch; upper case on the wire. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** No apostrophe: the docs/product.md §5 sanitiser would send O'Brien as OBrien. */
export const HOLDER_NAME_PATTERN = /^[A-Za-z][A-Za-z .]{1,99}$/;
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
/** docs/product.md §5, as at sign-up. */
export const MOBILE_PATTERN = /^(?:0091|\+91|0)?[6-9]\d{9}$/;

export const bankMessages = {
  get holderRequired() {
    return t`Enter the account holder’s name.`;
  },
  get holderInvalid() {
    return t`The account holder’s name may only contain letters, spaces and dots, starting with a letter (type O’Brien as O Brien or OBrien, as your bank has it).`;
  },
  get accountNumberRequired() {
    return t`Enter the account number.`;
  },
  get accountNumberInvalid() {
    return t`The account number must be 9 to 18 digits.`;
  },
  get ifscRequired() {
    return t`Enter the IFSC code.`;
  },
  get ifscInvalid() {
    return t`The IFSC code is 11 characters: 4 letters, a 0, then 6 letters or digits (e.g. HDFC0001234).`;
  },
  get upiInvalid() {
    return t`The UPI ID must look like name@bank (e.g. player.one@okhdfc).`;
  },
  get mobileRequired() {
    return t`Enter the mobile number registered with the wallet.`;
  },
  get mobileInvalid() {
    return t`mobile number is not valid`;
  },
};

export function normaliseIfsc(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function normaliseAccountNumber(text: string): string {
  return text.replace(/[\s-]+/g, '');
}

export function ifscProblem(text: string): string | null {
  const value = normaliseIfsc(text);
  if (value === '') return bankMessages.ifscRequired;
  return IFSC_PATTERN.test(value) ? null : bankMessages.ifscInvalid;
}

export function accountNumberProblem(text: string): string | null {
  const value = normaliseAccountNumber(text);
  if (value === '') return bankMessages.accountNumberRequired;
  return ACCOUNT_NUMBER_PATTERN.test(value) ? null : bankMessages.accountNumberInvalid;
}

export function holderNameProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return bankMessages.holderRequired;
  if (!HOLDER_NAME_PATTERN.test(value)) return bankMessages.holderInvalid;
  // docs/product.md §5 would send 'Mark Like' as 'Mark ': refused, not changed silently.
  return sanitiserProblem(t`The account holder’s name`, value);
}

export function upiIdProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (!UPI_ID_PATTERN.test(value)) return bankMessages.upiInvalid;
  // The docs/product.md §5 sanitiser would cut 'a--b@okhdfc' or 'drop.shop@ybl'.
  return sanitiserProblem(t`The UPI ID`, value);
}

export function mobileProblem(text: string): string | null {
  const value = text.replace(/[\s-]+/g, '');
  if (value === '') return bankMessages.mobileRequired;
  return MOBILE_PATTERN.test(value) ? null : bankMessages.mobileInvalid;
}
