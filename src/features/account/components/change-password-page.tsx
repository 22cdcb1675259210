import { Button, PasswordInput, Stack } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { OutcomeAlert } from '@/components/outcome-alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/api/errors';
import { changePasswordMutation } from '@/api/generated/@tanstack/react-query.gen';
import { ScreenFrame } from '@/components/screen-frame';
import { passwordAsOlderClientsSendIt } from '@/features/session';
import { changePasswordSchema, type ChangePasswordInput, type ChangePasswordValues } from '../model/change-password';

/** docs/wire.md §1.1 */
export const PASSWORD_CHANGED = msg`Password Changed Successfully`;

export function ChangePasswordPage() {
  const { t } = useLingui();
  // Told on the form, so the app-wide failure toast stays out.
  const change = useMutation({ ...changePasswordMutation(), meta: { inlineErrors: true } });
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordValues, unknown, ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    // As the sign-up form.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((input) => {
    if (change.isPending) return;
    change.mutate(
      // The current password as log-in sends it (older clients' accounts).
      { body: { currentPassword: passwordAsOlderClientsSendIt(input.currentPassword), newPassword: input.newPassword } },
      // Typed passwords must not linger once they are the account's.
      { onSuccess: () => reset() },
    );
  });

  return (
    <ScreenFrame title={t`Change Password`}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label={t`Current Password`}
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordInput
            label={t`New Password`}
            autoComplete="new-password"
            required
            description={t`At least 8 characters, with a letter, a number and one of @$!%*#?&`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={errors.newPassword?.message}
            {...register('newPassword', { deps: ['confirmPassword'] })}
          />
          <PasswordInput
            label={t`Confirm Password`}
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" loading={change.isPending}>
            {t`Change Password`}
          </Button>
          {change.isSuccess && (
            <OutcomeAlert ok title={t(PASSWORD_CHANGED)}>
              <Trans>Use the new password next time you log in.</Trans>
            </OutcomeAlert>
          )}
          {change.isError && (
            <OutcomeAlert ok={false} title={t`Password not changed`}>
              {errorMessage(change.error)}
            </OutcomeAlert>
          )}
        </Stack>
      </form>
    </ScreenFrame>
  );
}
