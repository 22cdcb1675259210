import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '@/api/errors';
import { paths } from '@/config/paths';

/** What a layout's ScreenOutlet shows when its screen's code fails to load or the screen crashes
 * while rendering: the error inside the layout (header and navigation stay usable), with a way to
 * try again and a way back — never a white page. */
export function ScreenErrorPage({ error }: { error: unknown }) {
  const detail = errorMessage(error);
  return (
    <Alert color="red" role="alert" m="md">
      <Title order={1} size="h3">
        This page could not be shown
      </Title>
      <Text size="sm" mt="xs">
        {detail}
      </Text>
      <Text size="sm">Your account and bets are not affected.</Text>
      <Group mt="sm">
        <Button component={Link} to={paths.home}>
          Back to home
        </Button>
        <Button variant="default" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
