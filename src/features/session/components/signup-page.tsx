import { Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { SignupForm } from './signup-form';

export function SignupPage() {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t`Register Now`}
      </Title>
      <SignupForm />
    </Stack>
  );
}
