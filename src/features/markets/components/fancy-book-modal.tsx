import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import type { FancyBookRow } from '@/lib/exchange/positions';
import { SignedAmount } from './signed-amount';

interface FancyBookModalProps {
  lineName: string;
  rows: readonly FancyBookRow[];
  opened: boolean;
  onClose: () => void;
}

/** docs/wire.md §2.7 "Player Book Detail". */
export function FancyBookModal({ lineName, rows, opened, onClose }: FancyBookModalProps) {
  const { t } = useLingui();
  return (
    <Dialog opened={opened} onClose={onClose} title={t`Book: ${lineName}`}>
      <Table striped>
        <Table.Caption>{t`Your profit or loss for each final run total`}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Runs`}</Table.Th>
            <Table.Th scope="col">{t`Amount`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.runs}>
              <Table.Td>{row.runs}</Table.Td>
              <Table.Td>
                <SignedAmount value={row.amount} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Dialog>
  );
}
