import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

/** How long the not-found page stays before going home (docs/product.md §2: /error-404 goes to /). Long enough
 * to read, short enough not to strand anyone. */
export const NOT_FOUND_REDIRECT_SECONDS = 3;

/** The not-found page. It goes home by itself (docs/product.md §2); the player can stop that (WCAG 2.2.1 Timing
 * Adjustable: a time limit set by the content can be turned off), e.g. to read the address again. */
export function Error404Page() {
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
        <Title order={1}>Page not found</Title>
        <Text>The page you asked for does not exist or has moved.</Text>
        <Text aria-live="polite">
          {staying ? 'You stay on this page.' : `Taking you to the home page in ${secondsLeft} s.`}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/" replace>
            Go to the home page now
          </Anchor>
          {!staying && (
            <Button variant="subtle" size="compact-sm" onClick={() => setStaying(true)}>
              Stay on this page
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
