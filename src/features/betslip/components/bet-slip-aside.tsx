import { Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { LazyBetSlip } from './lazy-bet-slip';
import { useSlipLayout } from '../hooks/use-slip-layout';
import { useSlipState } from '../hooks/use-slip-state';

export function BetSlipAside() {
  const { t } = useLingui();
  const layout = useSlipLayout();
  const { selection } = useSlipState();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t`Bet slip`}
      </Title>
      {layout === 'aside' && selection ? <LazyBetSlip /> : <Text size="sm">{t`Click on the odds to add selections to the betslip`}</Text>}
    </Stack>
  );
}
