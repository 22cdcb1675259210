import { Button, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { OpenBets } from '@/api/generated/types.gen';
import { cancelMarketBetsMutation } from '@/api/generated/@tanstack/react-query.gen';
import { moneyAction } from '@/api/money-action';
import { applyBalance, refreshAccount } from '@/features/wallet';
import { announce } from '@/lib/announcer';
import { formatMoney } from '@/lib/money';
import type { CashOutMarket } from '../model/cash-out-book';

/** A resting order that matched later would undo the hedge. */
export function unmatchedIn(market: CashOutMarket, account: OpenBets | undefined): number {
  const ids = new Set([market.marketId, ...market.runners.map((runner) => runner.bookMarketId)]);
  return (account?.openBets ?? []).filter((bet) => ids.has(bet.marketId)).reduce((sum, bet) => sum + (bet.unmatchedStake ?? 0), 0);
}

export function UnmatchedFirst({ market, unmatched }: { market: CashOutMarket; unmatched: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const cancel = useMutation(moneyAction('POST /Bet/CancelMarketBets', { ...cancelMarketBetsMutation() }));
  const bookMarketId = market.runners[0]?.bookMarketId ?? market.marketId;
  const onCancel = () => {
    cancel.mutate(
      { body: { marketId: bookMarketId } },
      {
        onSuccess: ({ result }) => {
          applyBalance(queryClient, { balance: result.balance, exposure: result.exposure });
          void refreshAccount(queryClient);
          const cancelled = formatMoney(result.cancelledStake);
          const { marketName } = market;
          announce(t`Cancelled ${cancelled} unmatched on ${marketName}. The cash out is quoted again.`);
        },
      },
    );
  };
  const amount = formatMoney(unmatched);
  return (
    <Stack gap={6} data-testid="cash-out-unmatched">
      <Text size="sm" role="status">
        {t`You have ₹${amount} unmatched on this market. Cash out levels matched bets only: cancel the unmatched bets first.`}
      </Text>
      <Button size="compact-sm" variant="outline" onClick={onCancel} loading={cancel.isPending} style={{ alignSelf: 'flex-start' }}>
        {t`Cancel unmatched bets`}
      </Button>
    </Stack>
  );
}
