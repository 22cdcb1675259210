import { Group, Loader, Text } from '@mantine/core';

interface LoadingNoteProps {
  /** What is loading, in the player's words: 'matches', 'top winners'. */
  what: string;
}

/** A load under way, said in words (and announced politely). */
export function LoadingNote({ what }: LoadingNoteProps) {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden="true" />
      <Text size="sm">Loading {what}…</Text>
    </Group>
  );
}
