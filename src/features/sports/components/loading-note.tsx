import { Group, Loader, Text } from '@mantine/core';

interface LoadingNoteProps {
  /** In the player's words: 'matches', 'top winners'. */
  what: string;
}

export function LoadingNote({ what }: LoadingNoteProps) {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden="true" />
      <Text size="sm">Loading {what}…</Text>
    </Group>
  );
}
