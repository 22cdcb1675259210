import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DEFAULT_LANDING } from '@/config/paths';

// docs/product.md §2 /underConstruction: never fake content.
export function UnderConstructionPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>Under construction</Title>
        <Text>This page is being built and will be available soon.</Text>
        <Anchor component={Link} to={DEFAULT_LANDING}>
          Back to the matches
        </Anchor>
      </Stack>
    </Container>
  );
}
