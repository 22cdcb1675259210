import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** docs/product.md §2 /error-500. */
export function Error500Page({ detail }: { detail?: string }) {
  const { t } = useLingui();
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>{t`Something went wrong`}</Title>
        <Text>{t`We could not show this page. Your account and bets are not affected.`}</Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
        <Group>
          <Button onClick={() => window.location.reload()}>{t`Try again`}</Button>
          <Anchor component={Link} to="/" reloadDocument>
            {t`Go to the home page`}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
