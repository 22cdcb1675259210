import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '@/api/errors';
import { paths } from '@/config/paths';

/** Inside the layout, whose header and navigation stay usable: never a white page. */
export function ScreenErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui();
  const detail = errorMessage(error);
  return (
    <Alert color="red" role="alert" m="md">
      <Title order={1} size="h3">
        {t`This page could not be shown`}
      </Title>
      <Text size="sm" mt="xs">
        {detail}
      </Text>
      <Text size="sm">{t`Your account and bets are not affected.`}</Text>
      <Group mt="sm">
        <Button component={Link} to={paths.home}>
          {t`Back to home`}
        </Button>
        <Button variant="default" onClick={() => window.location.reload()}>
          {t`Try again`}
        </Button>
      </Group>
    </Alert>
  );
}
