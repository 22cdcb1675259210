import { useLingui } from '@lingui/react/macro';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DEFAULT_LANDING } from '@/config/paths';

// docs/product.md §2 /underConstruction: never fake content.
export function UnderConstructionPage() {
  const { t } = useLingui();
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>{t`Under construction`}</Title>
        <Text>{t`This page is being built and will be available soon.`}</Text>
        <Anchor component={Link} to={DEFAULT_LANDING}>
          {t`Back to the matches`}
        </Anchor>
      </Stack>
    </Container>
  );
}
