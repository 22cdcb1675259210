import { CloseButton, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PriceKind } from '@/lib/exchange/positions';
import type { SlipSelection } from '../model/slip-selection';
import { slipStore } from '../model/slip-store';
import classes from './bet-slip.module.css';

interface BetSlipHeaderProps {
  selection: SlipSelection;
  kind: PriceKind;
  side: string;
  titleId: string;
  placing: boolean;
}

export function BetSlipHeader({ selection, kind, side, titleId, placing }: BetSlipHeaderProps) {
  const { t } = useLingui();
  const { line } = selection;
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <Text id={titleId} fw={700} component="h3" size="md" m={0}>
          <span className={classes.sideTag}>{side}</span>
          {selection.runnerName}
        </Text>
        <Text size="xs">
          {selection.marketName}
          {kind === 'fancy' && line !== null ? ` · ${t`${side} at ${line} runs`}` : ''}
        </Text>
      </div>
      <CloseButton aria-label={t`Remove selection`} onClick={() => slipStore.clear()} disabled={placing} />
    </Group>
  );
}
