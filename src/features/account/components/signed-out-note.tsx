import { Text } from '@mantine/core';

/** docs/product.md §2 lets a visitor open some account paths; there is nothing of theirs to show. */
export function SignedOutNote() {
  return <Text size="sm">Log in to see your account.</Text>;
}
