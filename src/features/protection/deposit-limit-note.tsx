import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { istWords } from '@/lib/ist-time';
import { formatMoney } from '@/lib/money';
import { useLimitLeft } from './use-limit-left';

/** Before anything is typed. */
export function DepositLimitNote() {
  const { t } = useLingui();
  const left = useLimitLeft('deposit');
  if (!left) return null;
  const amount = formatMoney(left.amount);
  const until = istWords(left.resetsAt);
  return (
    <Text size="sm" data-testid="deposit-limit-left">
      {t`Your deposit limit leaves ${amount} until ${until}.`}
    </Text>
  );
}
