import { ActionIcon } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { StarIcon } from './star-icon';

interface PinButtonProps {
  eventName: string;
  pinned: boolean;
  onToggle: () => void;
}

/** docs/product.md §4; its name says what pressing it does. */
export function PinButton({ eventName, pinned, onToggle }: PinButtonProps) {
  const { t } = useLingui();
  return (
    <ActionIcon
      variant={pinned ? 'filled' : 'default'}
      size="lg"
      aria-pressed={pinned}
      aria-label={pinned ? t`Unpin ${eventName}` : t`Pin ${eventName}`}
      onClick={onToggle}
    >
      <StarIcon filled={pinned} />
    </ActionIcon>
  );
}
