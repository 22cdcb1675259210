import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PriceKind } from '@/lib/exchange/positions';
import { slipStore } from '../model/slip-store';
import classes from './bet-slip.module.css';

interface OddsFieldProps {
  kind: PriceKind;
  oddsText: string;
  note: string | null;
  disabled: boolean;
}

export function OddsField({ kind, oddsText, note, disabled }: OddsFieldProps) {
  const { t } = useLingui();
  const noteId = useId();
  const odds = kind === 'odds';
  const label = odds ? t`Odds` : t`Rate`;
  return (
    <div>
      <Group gap={6} align="flex-end" wrap="nowrap">
        <ActionIcon
          variant="default"
          className={classes.stepper}
          aria-label={odds ? t`Lower odds by one tick` : t`Lower rate by one`}
          onClick={() => slipStore.stepOdds(-1)}
          disabled={disabled}
        >
          −
        </ActionIcon>
        <TextInput
          label={label}
          value={oddsText}
          inputMode="decimal"
          autoComplete="off"
          flex={1}
          disabled={disabled}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => slipStore.typeOdds(event.currentTarget.value)}
          onBlur={() => slipStore.commitOdds()}
          onKeyDown={(event) => {
            // Enter must not place the bet at a price the player has not seen yet.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            slipStore.commitOdds();
          }}
        />
        <ActionIcon
          variant="default"
          className={classes.stepper}
          aria-label={odds ? t`Raise odds by one tick` : t`Raise rate by one`}
          onClick={() => slipStore.stepOdds(1)}
          disabled={disabled}
        >
          +
        </ActionIcon>
      </Group>
      {note && (
        <Text id={noteId} size="xs" mt={4} role="status" data-testid="odds-note">
          {note}
        </Text>
      )}
    </div>
  );
}
