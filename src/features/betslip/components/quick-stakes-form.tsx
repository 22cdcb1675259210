import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { addUserStakesMutation, getUserStakesQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { errorMessage } from '@/api/errors';
import { storageKeys, writeJson } from '@/lib/storage';
import { asStakeBody, stakeFormSchema, type StakeFormInput, type StakeFormOutput } from '../model/stake-form';
import { useStakeButtons } from '../hooks/use-stake-buttons';

export function QuickStakesForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const current = useStakeButtons();
  const save = useMutation({ ...addUserStakesMutation(), meta: { inlineErrors: true } });
  const form = useForm<StakeFormInput, unknown, StakeFormOutput>({
    resolver: zodResolver(stakeFormSchema),
    defaultValues: { stakes: current.map((stake) => ({ title: stake.title, value: String(stake.value) })) },
  });

  const onSubmit = form.handleSubmit(async ({ stakes }) => {
    const body = asStakeBody(stakes);
    if (!body) return;
    try {
      await save.mutateAsync({ body });
    } catch {
      return; // said under the form (save.error)
    }
    // The slip falls back to the stored copy (docs/product.md §3 'stakes').
    writeJson(storageKeys.stakes, stakes);
    await queryClient.invalidateQueries({ queryKey: getUserStakesQueryKey() });
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        {current.map((_, index) => {
          const number = index + 1;
          return (
            <SimpleGrid key={index} cols={2} spacing="xs">
              <TextInput
                label={t`Button ${number} title`}
                {...form.register(`stakes.${index}.title`)}
                error={form.formState.errors.stakes?.[index]?.title?.message}
              />
              <TextInput
                label={t`Button ${number} amount`}
                inputMode="numeric"
                {...form.register(`stakes.${index}.value`)}
                error={form.formState.errors.stakes?.[index]?.value?.message}
              />
            </SimpleGrid>
          );
        })}
        {save.isError && (
          <Text c="red.9" size="sm" role="alert">
            {errorMessage(save.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t`Save stakes`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
