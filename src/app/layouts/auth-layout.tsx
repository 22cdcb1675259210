import { useLingui } from '@lingui/react/macro';
import { Anchor, Center, Container, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { ScreenOutlet } from '../screen-outlet';
import { useSiteSettings } from '@/features/site';

/** docs/product.md §2 auth layout. */
export function AuthLayout() {
  const { t } = useLingui();
  const { settings } = useSiteSettings();
  return (
    <Container component="main" size={420} py="xl">
      <Center mb="md">
        <Anchor component={Link} to="/" fw={700} size="xl" underline="never" c="var(--mantine-color-text)">
          {settings?.domainTitle ?? t`Exchange`}
        </Anchor>
      </Center>
      <Paper withBorder p="lg" radius="md">
        <ScreenOutlet />
      </Paper>
    </Container>
  );
}
