import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { CashOutRule } from '@/api/generated/types.gen';
import type { RuleLines } from '@/lib/exchange/cash-out-rules';
import { announce } from '@/lib/announcer';
import { formInputOf, ruleFormSchema, type RuleFormInput } from './model/rule-form';
import { refusalText } from './model/rule-words';
import { useRuleChanges } from './use-rule-changes';

interface RuleFormProps {
  marketId: number;
  rule: CashOutRule | undefined;
  valueNow: () => number | null;
  onDone: () => void;
}

/** A refusal keeps what was typed and says why under the form. */
export function RuleForm({ marketId, rule, valueNow, onDone }: RuleFormProps) {
  const { t, i18n } = useLingui();
  const { set, remove } = useRuleChanges();
  // The schema's words are read as it checks, in the language on screen.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  const resolver = useMemo(() => zodResolver(ruleFormSchema(valueNow)), [valueNow, i18n.locale]);
  const form = useForm<RuleFormInput, unknown, RuleLines>({ resolver, defaultValues: formInputOf(rule) });
  const failed = set.error ?? remove.error;

  const onSubmit = form.handleSubmit(async ({ takeProfit, stopLoss }) => {
    remove.reset();
    try {
      await set.mutateAsync({ body: { marketId, takeProfit, stopLoss } });
    } catch {
      return; // said under the form
    }
    announce(t`Automatic cash out set.`);
    onDone();
  });

  const onRemove = async () => {
    set.reset();
    try {
      await remove.mutateAsync({ body: { marketId } });
    } catch {
      return;
    }
    announce(t`Automatic cash out removed.`);
    onDone();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t`Cash out automatically when the profit reaches ₹`}
          inputMode="decimal"
          autoComplete="off"
          {...form.register('takeProfit')}
          error={form.formState.errors.takeProfit?.message}
          data-testid="cash-out-rule-take-profit"
        />
        <TextInput
          label={t`Cash out automatically when the loss reaches ₹`}
          inputMode="decimal"
          autoComplete="off"
          {...form.register('stopLoss')}
          error={form.formState.errors.stopLoss?.message}
          data-testid="cash-out-rule-stop-loss"
        />
        <Text size="xs">{t`Leave one empty for no such line.`}</Text>
        {failed && (
          <Text c="red.9" size="sm" fw={600} role="alert" data-testid="cash-out-rule-refusal">
            {refusalText(failed)}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          {rule && (
            <Button variant="default" c="red.9" onClick={() => void onRemove()} loading={remove.isPending} disabled={set.isPending}>
              {t`Remove`}
            </Button>
          )}
          <Button variant="default" onClick={onDone}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={set.isPending} disabled={remove.isPending}>
            {rule ? t`Save` : t`Set`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
