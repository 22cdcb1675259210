import { Badge } from '@mantine/core';
import type { DepositWithdrawalStatus } from '@/api/generated/types.gen';
import { useLingui } from '@/hooks/use-lingui';
import { statusWords } from '../model/requests';

// Dark shades keep white badge text above 4.5:1 (WCAG AA) on both themes.
const colours: Record<DepositWithdrawalStatus, string> = { 1: 'orange.9', 2: 'green.9', 3: 'red.9' };

/** The words say it; the colour only repeats it. */
export function DwStatusBadge({ status, statusName }: { status: DepositWithdrawalStatus; statusName: string }) {
  // The server's statusName is shown as sent.
  useLingui();
  return (
    <Badge color={colours[status]} variant="filled" radius="sm" autoContrast>
      {statusName.trim() || statusWords[status]}
    </Badge>
  );
}
