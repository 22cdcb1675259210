import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** docs/product.md §2 lets a visitor open some account paths. */
export function SignedOutNote() {
  return (
    <Text size="sm">
      <Trans>Log in to see your account.</Trans>
    </Text>
  );
}
