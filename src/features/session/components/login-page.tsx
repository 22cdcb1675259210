import { Group, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '@/features/site';
import { LoginForm } from './login-form';

/** `to` comes from the address. */
export function LoginPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t`Log in`}
        </Title>
        <LanguageSwitch showLabel />
      </Group>
      <LoginForm to={searchParams.get('to')} replace />
    </Stack>
  );
}
