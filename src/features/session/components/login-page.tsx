import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LoginForm } from './login-form';

/** `to` comes from the address. */
export function LoginPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t`Log in`}
      </Title>
      <LoginForm to={searchParams.get('to')} replace />
    </Stack>
  );
}
