import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PriceKind } from '@/lib/exchange/positions';
import type { PriceLevel } from '@/lib/price-store';
import { priceMovedTo } from '../model/price-moved';
import type { SlipSelection } from '../model/slip-selection';
import { PriceMovedNote } from './price-moved-note';

interface PriceNotesProps {
  selection: SlipSelection;
  kind: PriceKind;
  side: string;
  price: number;
  best: PriceLevel | undefined;
  placing: boolean;
}

export function PriceNotes({ selection, kind, side, price, best, placing }: PriceNotesProps) {
  const { t } = useLingui();
  const movedTo = priceMovedTo(selection, price, best);
  // An exchange market does not refuse it: part may rest unmatched.
  const mayRest = kind === 'odds' && movedTo !== null;
  return (
    <>
      {movedTo !== null && !placing && (
        <PriceMovedNote label={kind === 'odds' ? t`${side} price` : t`${side} rate`} price={price} movedTo={movedTo} />
      )}
      {mayRest && !placing && (
        <Text size="sm" fw={600} role="status" data-testid="may-rest-unmatched">
          {t`Part of this bet may not be matched at once`}
        </Text>
      )}
    </>
  );
}
