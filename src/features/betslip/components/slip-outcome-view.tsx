import { Button } from '@mantine/core';
import { OutcomeAlert } from '@/components/outcome-alert';
import { formatPrice } from '../model/slip-inputs';
import { slipStore, type SlipOutcome } from '../model/slip-store';

export function SlipOutcomeView({ outcome, onCheckAgain }: { outcome: SlipOutcome; onCheckAgain: () => void }) {
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
      {outcome.kind === 'refused' && outcome.newPrice !== null && (
        <Button size="compact-sm" variant="white" color="dark" ml="xs" onClick={() => slipStore.takePrice(outcome.newPrice ?? 0)}>
          Use {formatPrice(outcome.newPrice)}
        </Button>
      )}
      {outcome.kind === 'unknown' && (
        <>
          <Button size="compact-sm" variant="white" color="dark" ml="xs" onClick={onCheckAgain}>
            Check again
          </Button>
          <Button size="compact-sm" variant="subtle" color="dark" ml="xs" onClick={() => slipStore.release()}>
            Change this bet
          </Button>
        </>
      )}
    </OutcomeAlert>
  );
}
