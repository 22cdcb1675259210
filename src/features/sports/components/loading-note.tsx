import { Group, Loader, Text } from '@mantine/core';

interface LoadingNoteProps {
  /** The whole sentence, in the player's words: 'Loading matches…'. */
  text: string;
}

export function LoadingNote({ text }: LoadingNoteProps) {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden="true" />
      <Text size="sm">{text}</Text>
    </Group>
  );
}
