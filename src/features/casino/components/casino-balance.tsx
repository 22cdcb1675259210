import { Text } from '@mantine/core';
import { useOpenBets } from '@/features/wallet';
import { formatMoney } from '@/lib/money';

/** The player's balance in the lobby: the open-bets object, the very query the header reads, so the
 * two cannot disagree (no second copy). */
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
