import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const read = parseAmount(typed);
  const min = formatMoney(limits.min);
  const max = formatMoney(limits.max);
  const bounds = Number.isFinite(limits.max) ? t`Between ${min} and ${max}, in whole rupees.` : t`At least ${min}, in whole rupees.`;
  const readAs = read !== null && Number.isFinite(read) ? formatMoney(read) : null;
  return (
    <Stack gap={6}>
      <TextInput
        label={t`Amount`}
        inputMode="numeric"
        autoComplete="off"
        required
        description={bounds}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={error}
        {...registration}
      />
      {readAs !== null && (
        <Text size="sm" data-testid="amount-read">
          {t`Reads as ${readAs}`}
        </Text>
      )}
      <Group gap={6} role="group" aria-label={t`Add to the amount`}>
        {QUICK_AMOUNTS.map((amount) => {
          const quick = formatMoney(amount);
          return (
            <Button key={amount} size="compact-sm" variant="default" onClick={() => onQuickAdd(amount)} aria-label={t`Add ${quick}`}>
              +{quick}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
