import { ActionIcon } from '@mantine/core';
import { StarIcon } from './star-icon';

interface PinButtonProps {
  /** The event as the row names it. */
  eventName: string;
  pinned: boolean;
  onToggle: () => void;
}

/** docs/product.md §4 "Event pinning": a toggle button; its name says what pressing it does. */
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
