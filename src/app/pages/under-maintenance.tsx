import { useLingui } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useSiteSettings } from '@/features/site';

/** docs/product.md §2, §4. */
export function UnderMaintenancePage() {
  const { t } = useLingui();
  const { settings, refresh, isFetching } = useSiteSettings();
  const site = settings?.domainTitle;
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>{site === undefined ? t`This site is under maintenance` : t`${site} is under maintenance`}</Title>
        <Text>{t`We are working on the site and will be back shortly. Your balance and bets are safe.`}</Text>
        <div>
          <Button onClick={refresh} loading={isFetching}>
            {t`Check again`}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
