import { Text } from '@mantine/core';
import { useOpenBets } from '@/features/wallet';
import { formatMoney } from '@/lib/money';

/** The header's own query, so the two cannot disagree. */
export function CasinoBalance() {
  const openBets = useOpenBets();
  const balance = openBets.data?.result.balance;
  return (
    <Text size="sm" component="p" m={0}>
      Balance{' '}
      <Text span fw={700} data-testid="casino-balance">
        {balance === undefined ? '…' : formatMoney(balance)}
      </Text>
    </Text>
  );
}
