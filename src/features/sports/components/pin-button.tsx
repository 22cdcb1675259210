import { ActionIcon } from '@mantine/core';
import { StarIcon } from './star-icon';

interface PinButtonProps {
  eventName: string;
  pinned: boolean;
  onToggle: () => void;
}

/** docs/product.md §4; its name says what pressing it does. */
export function PinButton({ eventName, pinned, onToggle }: PinButtonProps) {
  return (
    <ActionIcon
      variant={pinned ? 'filled' : 'default'}
      size="lg"
      aria-pressed={pinned}
      aria-label={`${pinned ? 'Unpin' : 'Pin'} ${eventName}`}
      onClick={onToggle}
    >
      <StarIcon filled={pinned} />
    </ActionIcon>
  );
}
