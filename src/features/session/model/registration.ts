import type { RegisterResult } from '@/api/generated/types.gen';

// No storage key (docs/product.md §3): a reload starts the sign-up again.

export interface RegistrationInfo {
  username: string;
  mobile: string;
  domain: string;
}

let current: RegistrationInfo | null = null;

/** The contract makes the server's userName and mobile optional. */
export function registrationFrom(result: RegisterResult, typed: { username: string; mobile: string }): RegistrationInfo {
  return {
    username: result.userName?.trim() || typed.username,
    mobile: result.mobile?.trim() || typed.mobile,
    domain: result.domain,
  };
}

export function keepRegistration(info: RegistrationInfo): void {
  current = info;
}

export function getRegistration(): RegistrationInfo | null {
  return current;
}

export function forgetRegistration(): void {
  current = null;
}

export function canVerify(info: RegistrationInfo | null): info is RegistrationInfo {
  return info !== null && info.username.trim() !== '' && info.mobile.trim() !== '';
}
