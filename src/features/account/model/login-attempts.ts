import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoginAttemptResult } from '@/api/generated/types.gen';
import { i18n } from '@/lib/i18n/runtime';

// ABP's login results in the player's words.

export const loginResults: readonly { value: LoginAttemptResult; label: MessageDescriptor }[] = [
  { value: 'Success', label: msg`Success` },
  { value: 'InvalidUserNameOrEmailAddress', label: msg`Unknown username` },
  { value: 'InvalidPassword', label: msg`Wrong password` },
  { value: 'UserIsNotActive', label: msg`Account not active` },
  { value: 'LockedOut', label: msg`Locked out` },
  { value: 'UserPhoneNumberIsNotConfirmed', label: msg`Phone not verified` },
];

export function loginResultLabel(result: LoginAttemptResult): string {
  const label = loginResults.find((entry) => entry.value === result)?.label;
  return label ? i18n._(label) : result;
}

/** '' is every result. */
export function toLoginResult(value: string): LoginAttemptResult | undefined {
  return loginResults.find((entry) => entry.value === value)?.value;
}
