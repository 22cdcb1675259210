import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCountdown } from '../hooks/use-countdown';
import { useResendCode } from '../hooks/use-resend-code';
import { useVerification } from '../hooks/use-verification';
import { formatCountdown, OTP_COUNTDOWN_SECONDS } from '../model/countdown';
import { getRegistration } from '../model/registration';
import { fieldLabels, successMessage, verificationSchema, type VerificationInput, type VerificationValues } from '../model/validation';
import { ProcessingButton } from './processing-button';
import { TextField } from './text-field';

/** docs/product.md §2 modal-verification, §4, §9. */
export function VerificationForm() {
  const { t } = useLingui();
  const { verify, isPending } = useVerification();
  const { secondsLeft, restart } = useCountdown(OTP_COUNTDOWN_SECONDS);
  const { resend, isPending: resending } = useResendCode(restart);
  const mobile = getRegistration()?.mobile;
  const { register, handleSubmit, formState } = useForm<VerificationValues, unknown, VerificationInput>({
    resolver: zodResolver(verificationSchema),
    defaultValues: { otp: '' },
    // Not on blur: a message appearing would move the buttons mid-click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitted } = formState;

  const onSubmit = handleSubmit(async (input) => {
    if (!isPending) await verify(input);
  });
  const expired = secondsLeft === 0;
  const countdown = formatCountdown(secondsLeft);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{mobile ? t`Enter the code we sent to ${mobile}.` : t`Enter the code we sent to your mobile.`}</Text>
        <TextField
          label={fieldLabels.otp}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          data-autofocus
          error={errors.otp?.message}
          success={isSubmitted ? successMessage(fieldLabels.otp) : undefined}
          {...register('otp')}
        />
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">
            <Trans>
              Time left: <span role="timer">{countdown}</span>
            </Trans>
          </Text>
          {expired && (
            <ProcessingButton variant="light" size="compact-sm" processing={resending} locked={resending} onClick={resend}>
              {t`Send Again Code`}
            </ProcessingButton>
          )}
        </Group>
        {/* Said once when it happens, not every second. */}
        <VisuallyHidden aria-live="polite">{expired ? t`The code timed out. You can ask for a new one.` : ''}</VisuallyHidden>
        <ProcessingButton type="submit" fullWidth processing={isPending} locked={isPending}>
          {t`Send`}
        </ProcessingButton>
      </Stack>
    </form>
  );
}
