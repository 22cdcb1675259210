import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '@/features/site';
import { useSessionRoutes } from '../hooks/use-session-routes';
import { useSignup } from '../hooks/use-signup';
import { closeModal } from '../model/modal-bus';
import { fieldLabels, signupSchema, successMessage, type SignupInput, type SignupValues } from '../model/validation';
import { ProcessingButton } from './processing-button';
import { TextField } from './text-field';

type SignupField = keyof SignupValues;

/** docs/product.md §2 modal-signup, §5 Signup. */
export function SignupForm() {
  const { t } = useLingui();
  const routes = useSessionRoutes();
  const { allowSignUp } = useSiteSettings();
  const { signup, isPending } = useSignup();
  const { register, handleSubmit, formState } = useForm<SignupValues, unknown, SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { username: '', password: '', confirmPassword: '', mobile: '' },
    // Not on blur: a message appearing would move the buttons mid-click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitted } = formState;
  const success = (name: SignupField) => (isSubmitted ? successMessage(fieldLabels[name]) : undefined);

  const loginLink = (
    <Text size="sm" ta="center">
      <Trans>
        Already registered?{' '}
        <Anchor component={Link} to={routes.login} onClick={() => closeModal('modal-signup')}>
          Login here
        </Anchor>
      </Trans>
    </Text>
  );

  if (!allowSignUp) {
    return (
      <Stack gap="sm">
        <Alert color="gray" title={t`Sign up is not available`}>
          {t`This site does not take new registrations.`}
        </Alert>
        {loginLink}
      </Stack>
    );
  }

  const onSubmit = handleSubmit(async (input) => {
    if (!isPending) await signup(input);
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
          success={success('username')}
          {...register('username')}
        />
        <TextField
          type="password"
          label={fieldLabels.password}
          autoComplete="new-password"
          required
          hint={t`At least 8 characters, with a letter, a number and one of @$!%*#?&`}
          error={errors.password?.message}
          success={success('password')}
          {...register('password', { deps: ['confirmPassword'] })}
        />
        <TextField
          type="password"
          label={fieldLabels.confirmPassword}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          success={success('confirmPassword')}
          {...register('confirmPassword')}
        />
        <TextField
          type="tel"
          label={fieldLabels.mobile}
          autoComplete="tel"
          inputMode="tel"
          required
          hint={t`An Indian mobile number, e.g. 9876543210 or +919876543210`}
          error={errors.mobile?.message}
          success={success('mobile')}
          {...register('mobile')}
        />
        <ProcessingButton type="submit" fullWidth processing={isPending} locked={isPending}>
          {t`Sign Up`}
        </ProcessingButton>
        {loginLink}
      </Stack>
    </form>
  );
}
