import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useSiteSettings } from '@/features/site';

/** docs/product.md §2, §4. */
export function UnderMaintenancePage() {
  const { settings, refresh, isFetching } = useSiteSettings();
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>{settings?.domainTitle ?? 'This site'} is under maintenance</Title>
        <Text>We are working on the site and will be back shortly. Your balance and bets are safe.</Text>
        <div>
          <Button onClick={refresh} loading={isFetching}>
            Check again
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
