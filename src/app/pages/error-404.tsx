import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

/** How long the not-found page stays before going home (spec §2: /error-404 goes to /). Long enough
 * to read, short enough not to strand anyone. */
export const NOT_FOUND_REDIRECT_SECONDS = 3;

export function Error404Page() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(NOT_FOUND_REDIRECT_SECONDS);

  useEffect(() => {
    if (secondsLeft <= 0) {
      navigate('/', { replace: true });
      return undefined;
    }
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, navigate]);

  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>Page not found</Title>
        <Text>The page you asked for does not exist or has moved.</Text>
        <Text aria-live="polite">Taking you to the home page in {secondsLeft} s.</Text>
        <Anchor component={Link} to="/" replace>
          Go to the home page now
        </Anchor>
      </Stack>
    </Container>
  );
}
