import { useLingui } from '@lingui/react/macro';
import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { PaymentMethod } from '@/api/generated/types.gen';
import { formatMoney } from '@/lib/money';
import { AmountField } from './amount-field';
import { MethodChoice } from './method-choice';
import { addQuickAmount, AMOUNT_STEP } from '../model/amount';
import { withdrawalSchema, type WithdrawalInput, type WithdrawalValues } from '../model/forms';
import { methodLabel } from '../model/method-words';
import { isBankTransfer, type AmountLimits } from '../model/methods';
import classes from './payments-screen.module.css';
import { RequestOutcome } from './request-outcome';
import { useWithdrawalRequest } from '../hooks/use-submit-request';

interface WithdrawalFormProps {
  methods: readonly PaymentMethod[];
  limits: AmountLimits;
  available: number;
}

const blank = { amount: '', accountHolderName: '', accountNumber: '', ifsc: '', walletNumber: '', upiId: '' };

/** docs/wire.md §2.10. */
export function WithdrawalForm({ methods, limits, available }: WithdrawalFormProps) {
  const { t } = useLingui();
  const withdrawal = useWithdrawalRequest();
  const schema = useMemo(() => withdrawalSchema({ ...limits, step: AMOUNT_STEP, available }, formatMoney), [limits, available]);
  const { register, handleSubmit, control, formState, setValue, getValues, reset } = useForm<WithdrawalValues, unknown, WithdrawalInput>({
    resolver: zodResolver(schema),
    defaultValues: { method: methods[0] ?? 'Imps', ...blank },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitted } = formState;
  const method = useWatch({ control, name: 'method' });
  const typedAmount = useWatch({ control, name: 'amount' });
  const methodName = methodLabel(method);

  const onSubmit = handleSubmit((input) => {
    if (!withdrawal.isPending) withdrawal.mutate(input, { onSuccess: () => reset({ ...getValues(), amount: '' }) });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Withdraw`} className={classes.form}>
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
                withdrawal.reset();
              }}
            />
          )}
        />
        <AmountField
          registration={register('amount')}
          typed={typedAmount}
          limits={limits}
          error={errors.amount?.message}
          onQuickAdd={(amount) => setValue('amount', addQuickAmount(getValues('amount'), amount), { shouldValidate: isSubmitted })}
        />
        {isBankTransfer(method) ? (
          <>
            <TextInput
              label={t`Account holder name`}
              autoComplete="name"
              required
              error={errors.accountHolderName?.message}
              {...register('accountHolderName')}
            />
            <TextInput
              label={t`Account number`}
              inputMode="numeric"
              autoComplete="off"
              required
              error={errors.accountNumber?.message}
              {...register('accountNumber')}
            />
            <TextInput
              label={t`IFSC code`}
              autoComplete="off"
              autoCapitalize="characters"
              required
              description={t`11 characters, e.g. HDFC0001234`}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={errors.ifsc?.message}
              {...register('ifsc')}
            />
          </>
        ) : (
          <>
            <TextInput
              label={t`${methodName} number`}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              error={errors.walletNumber?.message}
              {...register('walletNumber')}
            />
            <TextInput
              label={t`UPI ID (optional)`}
              autoComplete="off"
              description={t`e.g. player.one@okhdfc`}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={errors.upiId?.message}
              {...register('upiId')}
            />
          </>
        )}
        <Button type="submit" loading={withdrawal.isPending}>
          {t`Submit withdrawal request`}
        </Button>
        <RequestOutcome kind="Withdrawal" created={withdrawal.data} error={withdrawal.error} />
      </Stack>
    </form>
  );
}
