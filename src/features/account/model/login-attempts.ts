import type { LoginAttemptResult } from '@/api/generated/types.gen';

// ABP's login results in the player's words.

export const loginResults: readonly { value: LoginAttemptResult; label: string }[] = [
  { value: 'Success', label: 'Success' },
  { value: 'InvalidUserNameOrEmailAddress', label: 'Unknown username' },
  { value: 'InvalidPassword', label: 'Wrong password' },
  { value: 'UserIsNotActive', label: 'Account not active' },
  { value: 'LockedOut', label: 'Locked out' },
  { value: 'UserPhoneNumberIsNotConfirmed', label: 'Phone not verified' },
];

export function loginResultLabel(result: LoginAttemptResult): string {
  return loginResults.find((entry) => entry.value === result)?.label ?? result;
}

/** '' is every result. */
export function toLoginResult(value: string): LoginAttemptResult | undefined {
  return loginResults.find((entry) => entry.value === value)?.value;
}
