import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

export const NOT_FOUND_REDIRECT_SECONDS = 3;

/** WCAG 2.2.1: the player can stop the redirect. */
export function Error404Page() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(NOT_FOUND_REDIRECT_SECONDS);
  const [staying, setStaying] = useState(false);

  useEffect(() => {
    if (staying) return undefined;
    if (secondsLeft <= 0) {
      navigate('/', { replace: true });
      return undefined;
    }
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, staying, navigate]);

  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>{t`Page not found`}</Title>
        <Text>{t`The page you asked for does not exist or has moved.`}</Text>
        <Text aria-live="polite">{staying ? t`You stay on this page.` : t`Taking you to the home page in ${secondsLeft} s.`}</Text>
        <Group gap="md">
          <Anchor component={Link} to="/" replace>
            {t`Go to the home page now`}
          </Anchor>
          {!staying && (
            <Button variant="subtle" size="compact-sm" onClick={() => setStaying(true)}>
              {t`Stay on this page`}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
