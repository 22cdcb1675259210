import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';
import { resendVerificationCodeMutation } from '@/api/generated/@tanstack/react-query.gen';
import { canVerify, getRegistration } from '../model/registration';
import { notifySuccess } from '../notify';

export const OTP_SENT_AGAIN = msg`OTP Code Send Again`;

/** A failure toasts through the query client's default. */
export function useResendCode(onSent: () => void) {
  const { mutate, isPending } = useMutation({
    ...resendVerificationCodeMutation(),
    onSuccess: () => {
      notifySuccess(i18n._(OTP_SENT_AGAIN));
      onSent();
    },
  });

  const resend = useCallback(() => {
    const registration = getRegistration();
    if (!canVerify(registration) || isPending) return;
    mutate({ body: { userName: registration.username, mobile: registration.mobile, domain: registration.domain } });
  }, [isPending, mutate]);

  return { resend, isPending };
}
