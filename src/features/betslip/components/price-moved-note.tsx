import { Button, Group, Text } from '@mantine/core';
import { formatPrice } from '../model/slip-inputs';
import { slipStore } from '../model/slip-store';

interface PriceMovedNoteProps {
  /** 'Back price', 'Yes rate'… */
  label: string;
  price: number;
  movedTo: number;
}

/** WCAG 4.1.3: said before sending, as the server would refuse it. */
export function PriceMovedNote({ label, price, movedTo }: PriceMovedNoteProps) {
  return (
    <Group gap="xs" wrap="nowrap" role="status" data-testid="price-moved">
      <Text size="sm">
        The best {label} is now {formatPrice(movedTo)}: a bet at {formatPrice(price)} would not be matched.
      </Text>
      <Button size="compact-sm" variant="default" onClick={() => slipStore.takePrice(movedTo)}>
        Use {formatPrice(movedTo)}
      </Button>
    </Group>
  );
}
