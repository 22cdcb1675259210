import { Text } from '@mantine/core';

/** docs/product.md §2 lets a visitor open some account paths. */
export function SignedOutNote() {
  return <Text size="sm">Log in to see your account.</Text>;
}
