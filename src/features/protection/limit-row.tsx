import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/api/errors';
import { setProtectionLimitMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { LimitKind, LimitPeriod, LimitStanding } from '@/api/generated/types.gen';
import { OutcomeAlert } from '@/components/outcome-alert';
import { i18n } from '@/lib/i18n/runtime';
import { istWords } from '@/lib/ist-time';
import { formatMoney } from '@/lib/money';
import { readAmount } from '@/lib/typed-number';
import { useCacheProtection } from './protection-query';

/** In a sentence. */
const LIMIT_NAMES: Record<LimitKind, Record<LimitPeriod, MessageDescriptor>> = {
  DEPOSIT: { DAILY: msg`daily deposit limit`, WEEKLY: msg`weekly deposit limit`, MONTHLY: msg`monthly deposit limit` },
  LOSS: { DAILY: msg`daily loss limit`, WEEKLY: msg`weekly loss limit`, MONTHLY: msg`monthly loss limit` },
};

/** The form's name and the field's label. */
const LIMIT_LABELS: Record<LimitKind, Record<LimitPeriod, MessageDescriptor>> = {
  DEPOSIT: { DAILY: msg`Daily deposit limit`, WEEKLY: msg`Weekly deposit limit`, MONTHLY: msg`Monthly deposit limit` },
  LOSS: { DAILY: msg`Daily loss limit`, WEEKLY: msg`Weekly loss limit`, MONTHLY: msg`Monthly loss limit` },
};

const SET_LIMIT: Record<LimitPeriod, MessageDescriptor> = {
  DAILY: msg`Set daily limit`,
  WEEKLY: msg`Set weekly limit`,
  MONTHLY: msg`Set monthly limit`,
};

const REMOVE_LIMIT: Record<LimitPeriod, MessageDescriptor> = {
  DAILY: msg`Remove daily limit`,
  WEEKLY: msg`Remove weekly limit`,
  MONTHLY: msg`Remove monthly limit`,
};

export const LIMIT_AMOUNT_PROBLEM = msg`Type the limit in whole rupees, for example 5000.`;

/** Whole rupees, read by the one amount rule; null when not. */
export function limitAmountOf(text: string): number | null {
  const amount = readAmount(text);
  return amount !== null && amount >= 1 && Number.isInteger(amount) ? amount : null;
}

export function standingWords(kind: LimitKind, standing: LimitStanding): { now: string; pending: string | null } {
  const name = i18n._(LIMIT_NAMES[kind][standing.period]);
  const now = currentWords(name, standing);
  const { pending } = standing;
  if (!pending) return { now, pending: null };
  const when = istWords(Date.parse(pending.effectiveAt));
  if (pending.amount === null) return { now, pending: i18n._(msg`It will be removed on ${when}.`) };
  const amount = formatMoney(pending.amount);
  return { now, pending: i18n._(msg`It rises to ${amount} on ${when}.`) };
}

function currentWords(name: string, standing: LimitStanding): string {
  if (standing.amount === null || standing.left === null) return i18n._(msg`No ${name}.`);
  const amount = formatMoney(standing.amount);
  const left = formatMoney(standing.left);
  const until = istWords(Date.parse(standing.resetsAt));
  return i18n._(msg`Your ${name} is ${amount}: ${left} left until ${until}.`);
}

/** A lower limit applies at once, a higher one after 24 hours. */
export function LimitRow({ kind, standing }: { kind: LimitKind; standing: LimitStanding }) {
  const { t } = useLingui();
  const cacheProtection = useCacheProtection();
  const change = useMutation({ ...setProtectionLimitMutation(), meta: { inlineErrors: true }, onSuccess: cacheProtection });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const problemId = useId();
  const label = t(LIMIT_LABELS[kind][standing.period]);
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
            label={t`${label} (₹)`}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={problem ? t(problem) : null}
            aria-describedby={problem ? problemId : undefined}
          />
          <Button type="submit" loading={change.isPending}>
            {t(SET_LIMIT[standing.period])}
          </Button>
          {standing.amount !== null && standing.pending?.amount !== null && (
            <Button variant="default" onClick={() => send(null)} disabled={change.isPending}>
              {t(REMOVE_LIMIT[standing.period])}
            </Button>
          )}
        </Group>
      </form>
      {change.isError && (
        <OutcomeAlert ok={false} title={t`The limit was not changed`}>
          {errorMessage(change.error)}
        </OutcomeAlert>
      )}
    </Stack>
  );
}
