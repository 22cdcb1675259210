import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/errors';
import { setProtectionLimitMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { LimitKind, LimitStanding } from '@/api/generated/types.gen';
import { OutcomeAlert } from '@/components/outcome-alert';
import { istWords } from '@/lib/ist-time';
import { formatMoney } from '@/lib/money';
import { readAmount } from '@/lib/typed-number';
import { useCacheProtection } from './protection-query';

const PERIOD_WORDS = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly' } as const;
const KIND_WORDS: Record<LimitKind, string> = { DEPOSIT: 'deposit', LOSS: 'loss' };

export const LIMIT_AMOUNT_PROBLEM = 'Type the limit in whole rupees, for example 5000.';

/** Whole rupees, read by the one amount rule; null when not. */
export function limitAmountOf(text: string): number | null {
  const amount = readAmount(text);
  return amount !== null && amount >= 1 && Number.isInteger(amount) ? amount : null;
}

export function standingWords(kind: LimitKind, standing: LimitStanding): { now: string; pending: string | null } {
  const name = `${PERIOD_WORDS[standing.period]} ${KIND_WORDS[kind]} limit`;
  const now =
    standing.amount === null || standing.left === null
      ? `No ${name}.`
      : `Your ${name} is ${formatMoney(standing.amount)}: ${formatMoney(standing.left)} left until ${istWords(Date.parse(standing.resetsAt))}.`;
  const { pending } = standing;
  if (!pending) return { now, pending: null };
  const when = istWords(Date.parse(pending.effectiveAt));
  return {
    now,
    pending: pending.amount === null ? `It will be removed on ${when}.` : `It rises to ${formatMoney(pending.amount)} on ${when}.`,
  };
}

/** A lower limit applies at once, a higher one after 24 hours. */
export function LimitRow({ kind, standing }: { kind: LimitKind; standing: LimitStanding }) {
  const cacheProtection = useCacheProtection();
  const change = useMutation({ ...setProtectionLimitMutation(), meta: { inlineErrors: true }, onSuccess: cacheProtection });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const label = `${PERIOD_WORDS[standing.period][0]?.toUpperCase() ?? ''}${PERIOD_WORDS[standing.period].slice(1)} ${KIND_WORDS[kind]} limit`;
  const words = standingWords(kind, standing);

  const send = (amount: number | null) => {
    if (change.isPending) return;
    change.mutate({ body: { kind, period: standing.period, amount } }, { onSuccess: () => setText('') });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = limitAmountOf(text);
    if (amount === null) {
      setProblem(LIMIT_AMOUNT_PROBLEM);
      return;
    }
    setProblem(null);
    send(amount);
  };

  return (
    <Stack gap={4}>
      <Text size="sm" role="status" data-testid={`${kind.toLowerCase()}-${standing.period.toLowerCase()}-standing`}>
        {words.now} {words.pending}
      </Text>
      <form onSubmit={submit} noValidate aria-label={label}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={`${label} (₹)`}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={problem}
            aria-describedby={problem ? problemId : undefined}
          />
          <Button type="submit" loading={change.isPending}>
            Set {PERIOD_WORDS[standing.period]} limit
          </Button>
          {standing.amount !== null && standing.pending?.amount !== null && (
            <Button variant="default" onClick={() => send(null)} disabled={change.isPending}>
              Remove {PERIOD_WORDS[standing.period]} limit
            </Button>
          )}
        </Group>
      </form>
      {change.isError && (
        <OutcomeAlert ok={false} title="The limit was not changed">
          {errorMessage(change.error)}
        </OutcomeAlert>
      )}
    </Stack>
  );
}
