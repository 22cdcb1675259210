import { List, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/api/errors';
import { getTransactionDetailOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { TransactionDetail } from '@/api/generated/types.gen';
import { formatMoney } from '@/lib/money';
import { betTypeLabel } from '../model/bet-words';
import { outcomeOfTotal } from '../model/statement';

// A market's total, not a bet's result.
const OUTCOMES = {
  WIN: msg({ message: 'WIN', context: 'market total' }),
  LOST: msg({ message: 'LOST', context: 'market total' }),
  TIE: msg({ message: 'TIE', context: 'market total' }),
} as const;

interface TransactionDetailModalProps {
  transactionId: number | null;
  onClose: () => void;
}

/** docs/wire.md §2.9 Detail. */
export function TransactionDetailModal({ transactionId, onClose }: TransactionDetailModalProps) {
  const { t } = useLingui();
  const detail = useQuery({
    ...getTransactionDetailOptions({ query: { transactionId: transactionId ?? 0 } }),
    enabled: transactionId !== null,
  });
  const result = detail.data?.result;
  const detailError = (error: unknown) => {
    const reason = errorMessage(error);
    return t`The detail could not be loaded: ${reason}`;
  };
  const netTotal = (totalWin: number) => {
    const total = formatMoney(totalWin);
    const outcome = t(OUTCOMES[outcomeOfTotal(totalWin)]);
    return t`Net market total: ${total} (${outcome})`;
  };
  const betLine = (bet: TransactionDetail['bets'][number]) => {
    const side = betTypeLabel(bet.betType);
    const runner = bet.runnerName ?? '';
    const rate = bet.rate;
    const stake = formatMoney(bet.amount);
    const profitLoss = formatMoney(bet.profitLoss);
    return t`${side} ${runner} at ${rate}: stake ${stake}, profit/loss ${profitLoss}`;
  };
  return (
    // Built from parts so the header is not a second banner landmark (axe).
    <Modal.Root opened={transactionId !== null} onClose={onClose} size="lg" centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title>{t`Transaction detail`}</Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} />
        </Modal.Header>
        <Modal.Body>
          {detail.isPending && (
            <Text size="sm" role="status">
              {t`Loading the detail…`}
            </Text>
          )}
          {detail.isError && (
            <Text size="sm" role="alert">
              {detailError(detail.error)}
            </Text>
          )}
          {result && (
            <>
              <Text fw={700}>{result.description}</Text>
              <Text size="sm" mb="sm">
                {netTotal(result.totalWin)}
              </Text>
              {result.bets.length === 0 ? (
                <Text size="sm">{t`No bets on this transaction.`}</Text>
              ) : (
                // A list reads on a 360 px phone without sideways scrolling.
                <List aria-label={t`Bets`} spacing="xs" size="sm">
                  {result.bets.map((bet) => (
                    <List.Item key={bet.id}>{betLine(bet)}</List.Item>
                  ))}
                </List>
              )}
            </>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
