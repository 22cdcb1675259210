import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoginForm } from './login-form';

/** `to` comes from the address. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Log in
      </Title>
      <LoginForm to={searchParams.get('to')} replace />
    </Stack>
  );
}
