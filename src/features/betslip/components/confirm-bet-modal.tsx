import { Button, Group, Modal, Table } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@/lib/money';
import { formatPrice } from '../model/slip-inputs';
import type { DraftBet } from '../model/slip-figures';
import { outcomeAmounts } from '../model/slip-figures';
import { sideLabel } from '../model/slip-selection';

interface ConfirmBetModalProps {
  draft: DraftBet | null;
  opened: boolean;
  onBack: () => void;
  onPlace: () => void;
}

/** docs/wire.md §4. */
export function ConfirmBetModal({ draft, opened, onBack, onPlace }: ConfirmBetModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened && draft !== null} onClose={onBack} title={t`Please Confirm Your Bet`} centered>
      {draft && (
        <>
          <Table variant="vertical" mb="md">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t`Selection`}</Table.Th>
                <Table.Td>
                  {sideLabel(draft.side, draft.kind)} {draft.selection.runnerName}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{draft.kind === 'odds' ? t`Odds` : t`Rate`}</Table.Th>
                <Table.Td>{formatPrice(draft.price)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t`Stake`}</Table.Th>
                <Table.Td>{formatMoney(draft.stake)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t`Profit`}</Table.Th>
                <Table.Td>{formatMoney(outcomeAmounts(draft).profit)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={onBack}>
              {t({ message: 'Back', context: 'go back' })}
            </Button>
            <Button onClick={onPlace}>{t`Place Bet`}</Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
