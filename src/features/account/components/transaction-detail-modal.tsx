import { List, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/api/errors';
import { getTransactionDetailOptions } from '@/api/generated/@tanstack/react-query.gen';
import { formatMoney } from '@/lib/money';
import { outcomeOfTotal } from '../model/statement';

interface TransactionDetailModalProps {
  transactionId: number | null;
  onClose: () => void;
}

/** docs/wire.md §2.9 Detail. */
export function TransactionDetailModal({ transactionId, onClose }: TransactionDetailModalProps) {
  const detail = useQuery({
    ...getTransactionDetailOptions({ query: { transactionId: transactionId ?? 0 } }),
    enabled: transactionId !== null,
  });
  const result = detail.data?.result;
  return (
    // Built from parts so the header is not a second banner landmark (axe).
    <Modal.Root opened={transactionId !== null} onClose={onClose} size="lg" centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title>Transaction detail</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          {detail.isPending && (
            <Text size="sm" role="status">
              Loading the detail…
            </Text>
          )}
          {detail.isError && (
            <Text size="sm" role="alert">
              The detail could not be loaded: {errorMessage(detail.error)}
            </Text>
          )}
          {result && (
            <>
              <Text fw={700}>{result.description}</Text>
              <Text size="sm" mb="sm">
                Net market total: {formatMoney(result.totalWin)} ({outcomeOfTotal(result.totalWin)})
              </Text>
              {result.bets.length === 0 ? (
                <Text size="sm">No bets on this transaction.</Text>
              ) : (
                // A list reads on a 360 px phone without sideways scrolling.
                <List aria-label="Bets" spacing="xs" size="sm">
                  {result.bets.map((bet) => (
                    <List.Item key={bet.id}>
                      {bet.betType} {bet.runnerName ?? ''} at {bet.rate}: stake {formatMoney(bet.amount)}, profit/loss{' '}
                      {formatMoney(bet.profitLoss)}
                    </List.Item>
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
