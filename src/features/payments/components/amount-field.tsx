import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatMoney } from '@/lib/money';
import { parseAmount, QUICK_AMOUNTS } from '../model/amount';
import type { AmountLimits } from '../model/methods';

interface AmountFieldProps {
  registration: UseFormRegisterReturn<'amount'>;
  /** Said back as read, so '100,50' cannot pass for 10,050. */
  typed: string;
  limits: AmountLimits;
  error: string | undefined;
  onQuickAdd: (amount: number) => void;
}

export function AmountField({ registration, typed, limits, error, onQuickAdd }: AmountFieldProps) {
  const read = parseAmount(typed);
  const bounds = Number.isFinite(limits.max)
    ? `Between ${formatMoney(limits.min)} and ${formatMoney(limits.max)}, in whole rupees.`
    : `At least ${formatMoney(limits.min)}, in whole rupees.`;
  return (
    <Stack gap={6}>
      <TextInput
        label="Amount"
        inputMode="numeric"
        autoComplete="off"
        required
        description={bounds}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={error}
        {...registration}
      />
      {read !== null && Number.isFinite(read) && (
        <Text size="sm" data-testid="amount-read">
          Reads as {formatMoney(read)}
        </Text>
      )}
      <Group gap={6} role="group" aria-label="Add to the amount">
        {QUICK_AMOUNTS.map((amount) => (
          <Button
            key={amount}
            size="compact-sm"
            variant="default"
            onClick={() => onQuickAdd(amount)}
            aria-label={`Add ${formatMoney(amount)}`}
          >
            +{formatMoney(amount)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
