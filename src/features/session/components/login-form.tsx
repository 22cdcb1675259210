import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '@/features/site';
import { useDemoLogin } from '../hooks/use-demo-login';
import { useLogin } from '../hooks/use-login';
import { useSessionRoutes } from '../hooks/use-session-routes';
import { closeModal } from '../model/modal-bus';
import { fieldLabels, loginSchema, successMessage, type LoginInput, type LoginValues } from '../model/validation';
import { ProcessingButton } from './processing-button';
import { TextField } from './text-field';

export interface LoginFormProps {
  /** docs/product.md §2 'to'. */
  to: string | null | undefined;
  replace?: boolean;
}

/** docs/product.md §2 modal-login, §5 Login. */
export function LoginForm({ to, replace }: LoginFormProps) {
  const { t } = useLingui();
  const routes = useSessionRoutes();
  const { allowSignUp } = useSiteSettings();
  const { login, isPending: loggingIn } = useLogin();
  const { demoLogin, isPending: demoPending } = useDemoLogin();
  const busy = loggingIn || demoPending;
  const after = { to: routes.afterLogin(to), replace };

  const { register, control, handleSubmit, formState } = useForm<LoginValues, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', terms: true },
    // Not on blur: a message appearing would move the buttons mid-click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitted } = formState;

  const onSubmit = handleSubmit(async (input) => {
    if (!busy) await login(input, after);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextField
          label={fieldLabels.username}
          autoComplete="username"
          required
          data-autofocus
          error={errors.username?.message}
          success={isSubmitted ? successMessage(fieldLabels.username) : undefined}
          {...register('username')}
        />
        <TextField
          type="password"
          label={fieldLabels.password}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          success={isSubmitted ? successMessage(fieldLabels.password) : undefined}
          {...register('password')}
        />
        <Controller
          control={control}
          name="terms"
          render={({ field, fieldState }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              label={t`I agree to the Terms and Conditions`}
              error={fieldState.error?.message}
              aria-invalid={fieldState.invalid || undefined}
            />
          )}
        />
        <ProcessingButton type="submit" fullWidth processing={loggingIn} locked={busy}>
          {t`Log in`}
        </ProcessingButton>
        <ProcessingButton variant="default" fullWidth processing={demoPending} locked={busy} onClick={() => void demoLogin(after)}>
          {t`Login as demo user`}
        </ProcessingButton>
        {allowSignUp && (
          <Text size="sm" ta="center">
            <Trans>
              New here?{' '}
              <Anchor component={Link} to={routes.signup} onClick={() => closeModal('modal-login')}>
                Sign Up Here
              </Anchor>
            </Trans>
          </Text>
        )}
      </Stack>
    </form>
  );
}
