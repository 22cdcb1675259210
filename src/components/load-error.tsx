import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Text } from '@mantine/core';
import { errorMessage } from '@/lib/error-message';

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** docs/product.md §8 message, and a way to try again. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={title} role="alert">
      <Text size="sm">{errorMessage(error)}</Text>
      <Button size="xs" variant="default" mt="xs" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </Alert>
  );
}
