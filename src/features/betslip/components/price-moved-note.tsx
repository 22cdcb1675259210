import { Button, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const best = formatPrice(movedTo);
  const asked = formatPrice(price);
  return (
    <Group gap="xs" wrap="nowrap" role="status" data-testid="price-moved">
      <Text size="sm">{t`The best ${label} is now ${best}: a bet at ${asked} would not be matched.`}</Text>
      <Button size="compact-sm" variant="default" onClick={() => slipStore.takePrice(movedTo)}>
        {t`Use ${best}`}
      </Button>
    </Group>
  );
}
