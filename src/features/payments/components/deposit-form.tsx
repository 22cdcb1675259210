import { useLingui } from '@lingui/react/macro';
import { Button, Input, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { PaymentMethod } from '@/api/generated/types.gen';
import { formatMoney } from '@/lib/money';
import { DepositLimitNote, useRefreshLimits } from '@/features/protection';
import { AmountField } from './amount-field';
import { MethodChoice } from './method-choice';
import { addQuickAmount, AMOUNT_STEP } from '../model/amount';
import { depositSchema, type DepositInput, type DepositValues } from '../model/forms';
import type { AmountLimits, ReceivingDetails } from '../model/methods';
import { SCREENSHOT_HINT, SCREENSHOT_TYPES } from '../model/screenshot';
import classes from './payments-screen.module.css';
import { ReceivingDetailsCard } from './receiving-details-card';
import { RequestOutcome } from './request-outcome';
import { useDepositRequest } from '../hooks/use-submit-request';

interface DepositFormProps {
  methods: readonly PaymentMethod[];
  details: readonly ReceivingDetails[];
  limits: AmountLimits;
}

/** docs/wire.md §2.10. */
export function DepositForm({ methods, details, limits }: DepositFormProps) {
  const { t } = useLingui();
  const deposit = useDepositRequest();
  const refreshLimits = useRefreshLimits();
  const fileId = useId();
  // A file input cannot be set: a new key mounts an empty one.
  const [fileKey, setFileKey] = useState(0);
  const schema = useMemo(() => depositSchema({ ...limits, step: AMOUNT_STEP }, formatMoney), [limits]);
  const { register, handleSubmit, control, formState, setValue, getValues, resetField } = useForm<DepositValues, unknown, DepositInput>({
    resolver: zodResolver(schema),
    defaultValues: { method: methods[0] ?? 'PhonePay', amount: '', screenshot: null },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitted } = formState;
  const method = useWatch({ control, name: 'method' });
  const typedAmount = useWatch({ control, name: 'amount' });
  const chosen = details.find((item) => item.method === method);

  const onSubmit = handleSubmit((input) => {
    if (deposit.isPending) return;
    deposit.mutate(input, {
      // What the deposit limit leaves changes with a request.
      onSettled: refreshLimits,
      onSuccess: () => {
        resetField('amount');
        resetField('screenshot');
        setFileKey((key) => key + 1);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Deposit`} className={classes.form}>
      <Stack gap="md">
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <MethodChoice
              methods={methods}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                deposit.reset();
              }}
            />
          )}
        />
        {chosen && <ReceivingDetailsCard details={chosen} headingLevel={2} />}
        <DepositLimitNote />
        <AmountField
          registration={register('amount')}
          typed={typedAmount}
          limits={limits}
          error={errors.amount?.message}
          onQuickAdd={(amount) => setValue('amount', addQuickAmount(getValues('amount'), amount), { shouldValidate: isSubmitted })}
        />
        <Controller
          control={control}
          name="screenshot"
          render={({ field }) => (
            <Input.Wrapper
              label={t`Payment screenshot`}
              required
              id={fileId}
              description={t(SCREENSHOT_HINT)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={errors.screenshot?.message}
            >
              <input
                key={fileKey}
                id={fileId}
                name={field.name}
                type="file"
                accept={SCREENSHOT_TYPES.join(',')}
                className={classes.fileInput}
                aria-invalid={errors.screenshot ? true : undefined}
                aria-describedby={`${fileId}-description${errors.screenshot ? ` ${fileId}-error` : ''}`}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.currentTarget.files?.[0] ?? null)}
              />
            </Input.Wrapper>
          )}
        />
        <Button type="submit" loading={deposit.isPending}>
          {t`Submit deposit request`}
        </Button>
        <RequestOutcome kind="Deposit" created={deposit.data} error={deposit.error} />
      </Stack>
    </form>
  );
}

export function DepositUnavailable() {
  const { t } = useLingui();
  return <Text size="sm">{t`No deposit method is available on this site. Contact support.`}</Text>;
}
