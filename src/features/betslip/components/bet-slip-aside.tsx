import { Stack, Text, Title } from '@mantine/core';
import { LazyBetSlip } from './lazy-bet-slip';
import { useSlipPlacement } from '../hooks/use-slip-placement';
import { useSlipState } from '../hooks/use-slip-state';

/** The desktop slip in the layout's right aside; on narrower screens the slip opens under the
 * runner instead (BetSlipInline). */
export function BetSlipAside() {
  const placement = useSlipPlacement();
  const { selection } = useSlipState();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Bet slip
      </Title>
      {placement === 'aside' && selection ? (
        <LazyBetSlip />
      ) : (
        <Text size="sm">Click on the odds to add selections to the betslip</Text>
      )}
    </Stack>
  );
}
