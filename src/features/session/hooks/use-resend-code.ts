import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { resendVerificationCodeMutation } from '@/api/generated/@tanstack/react-query.gen';
import { canVerify, getRegistration } from '../model/registration';
import { notifySuccess } from '../notify';

/** docs/product.md §8 the message of a successful resend. */
export const OTP_SENT_AGAIN = 'OTP Code Send Again';

/** Account/ResendVerificationCode: success toasts and calls `onSent` (which restarts the countdown,
 * docs/product.md §4). A failure toasts through the query client's default (docs/product.md §8
 * "Failed call"). */
export function useResendCode(onSent: () => void) {
  const { mutate, isPending } = useMutation({
    ...resendVerificationCodeMutation(),
    onSuccess: () => {
      notifySuccess(OTP_SENT_AGAIN);
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
