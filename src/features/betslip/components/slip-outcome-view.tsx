import { Button, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { OutcomeAlert } from '@/components/outcome-alert';
import { formatPrice } from '../model/slip-inputs';
import { slipStore, type SlipOutcome } from '../model/slip-store';

export function SlipOutcomeView({ outcome, onCheckAgain }: { outcome: SlipOutcome; onCheckAgain: () => void }) {
  const { t } = useLingui();
  const newPrice = outcome.kind === 'refused' && outcome.newPrice !== null ? formatPrice(outcome.newPrice) : '';
  return (
    <OutcomeAlert
      ok={outcome.kind === 'matched'}
      variant="light"
      title={outcome.title}
      data-outcome={outcome.kind}
      data-testid="bet-outcome"
      // Announced through the app's live region: the box is not a second one.
      role="group"
    >
      {outcome.text}
      {outcome.kind === 'matched' && outcome.execution && (
        <Text component="span" display="block" size="sm" data-testid="best-execution">
          {outcome.execution}
        </Text>
      )}
      {outcome.kind === 'refused' && outcome.newPrice !== null && (
        <Button size="compact-sm" variant="white" color="dark" ml="xs" onClick={() => slipStore.takePrice(outcome.newPrice ?? 0)}>
          {t`Use ${newPrice}`}
        </Button>
      )}
      {outcome.kind === 'unknown' && (
        <>
          <Button size="compact-sm" variant="white" color="dark" ml="xs" onClick={onCheckAgain}>
            {t`Check again`}
          </Button>
          <Button size="compact-sm" variant="subtle" color="dark" ml="xs" onClick={() => slipStore.release()}>
            {t`Change this bet`}
          </Button>
        </>
      )}
    </OutcomeAlert>
  );
}
