import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useOpenBets } from '@/features/wallet';
import { formatMoney } from '@/lib/money';

/** The header's own query, so the two cannot disagree. */
export function CasinoBalance() {
  const openBets = useOpenBets();
  const balance = openBets.data?.result.balance;
  const amount = balance === undefined ? '…' : formatMoney(balance);
  return (
    <Text size="sm" component="p" m={0}>
      <Trans>
        Balance{' '}
        <Text span fw={700} data-testid="casino-balance">
          {amount}
        </Text>
      </Trans>
    </Text>
  );
}
