import { Text } from '@mantine/core';
import { istWords } from '@/lib/ist-time';
import { formatMoney } from '@/lib/money';
import { useLimitLeft } from './use-limit-left';

/** Before anything is typed. */
export function DepositLimitNote() {
  const left = useLimitLeft('deposit');
  if (!left) return null;
  return (
    <Text size="sm" data-testid="deposit-limit-left">
      Your deposit limit leaves {formatMoney(left.amount)} until {istWords(left.resetsAt)}.
    </Text>
  );
}
