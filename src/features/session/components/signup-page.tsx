import { Stack, Title } from '@mantine/core';
import { SignupForm } from './signup-form';

export function SignupPage() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Register Now
      </Title>
      <SignupForm />
    </Stack>
  );
}
