import { Button, Group, List, Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/api/errors';
import { selfExcludeMutation, takeTimeOutMutation } from '@/api/generated/@tanstack/react-query.gen';
import { Dialog } from '@/components/dialog';
import { OutcomeAlert } from '@/components/outcome-alert';
import { useSignOut } from '@/features/session';
import { istWords } from '@/lib/ist-time';
import { EXCLUSION_LENGTHS, TIME_OUT_LENGTHS, exclusionEnd, timeOutEnd, type ExclusionLength, type TimeOutLength } from './model/breaks';

const TIME_OUT_LABELS: Record<TimeOutLength, MessageDescriptor> = {
  DAY: msg`24 hours`,
  WEEK: msg`One week`,
  MONTH: msg`One month`,
  SIX_WEEKS: msg`Six weeks`,
};

const EXCLUSION_LABELS: Record<ExclusionLength, MessageDescriptor> = {
  SIX_MONTHS: msg`6 months`,
  ONE_YEAR: msg`1 year`,
  FIVE_YEARS: msg`5 years`,
};

/** RTS 13: once started, signed out in every tab. */
export function TimeOutSection() {
  const { t } = useLingui();
  const signOut = useSignOut();
  const [length, setLength] = useState<TimeOutLength>('DAY');
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const take = useMutation({
    ...takeTimeOutMutation(),
    meta: { inlineErrors: true },
    onSuccess: (answer) => {
      const until = istWords(Date.parse(answer.result.until));
      signOut('break', t`You are taking a break until ${until}.`);
    },
  });
  const end = askedAt === null ? '' : istWords(timeOutEnd(length, askedAt));
  return (
    <Stack gap="sm">
      <Radio.Group label={t`Take a break for`} value={length} onChange={(value) => setLength(value as TimeOutLength)}>
        <Group gap="md" mt={4}>
          {TIME_OUT_LENGTHS.map((option) => (
            <Radio key={option} value={option} label={t(TIME_OUT_LABELS[option])} />
          ))}
        </Group>
      </Radio.Group>
      <Group>
        <Button onClick={() => setAskedAt(Date.now())}>{t`Take a break`}</Button>
      </Group>
      <Dialog opened={askedAt !== null} onClose={() => setAskedAt(null)} title={t`Take a break?`}>
        <Stack gap="sm">
          <Text>{t`You will be logged out now, in every tab, and cannot log in until ${end}. A break cannot be ended early.`}</Text>
          <Text>{t`Your open bets stay and settle as usual.`}</Text>
          {take.isError && (
            <OutcomeAlert ok={false} title={t`The break was not started`}>
              {errorMessage(take.error)}
            </OutcomeAlert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAskedAt(null)}>
              {t`Cancel`}
            </Button>
            <Button color="red" loading={take.isPending} onClick={() => take.mutate({ body: { length } })}>
              {t`Start my break`}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}

/** RTS 14, on this brand. */
export function SelfExclusionSection({ brand }: { brand: string }) {
  const { t } = useLingui();
  const signOut = useSignOut();
  const [length, setLength] = useState<ExclusionLength>('SIX_MONTHS');
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const exclude = useMutation({
    ...selfExcludeMutation(),
    meta: { inlineErrors: true },
    onSuccess: (answer) => {
      const until = istWords(Date.parse(answer.result.until));
      signOut('break', t`You have excluded yourself from ${brand} until ${until}.`);
    },
  });
  const end = askedAt === null ? '' : istWords(exclusionEnd(length, askedAt));
  return (
    <Stack gap="sm">
      <Radio.Group label={t`Exclude me for`} value={length} onChange={(value) => setLength(value as ExclusionLength)}>
        <Group gap="md" mt={4}>
          {EXCLUSION_LENGTHS.map((option) => (
            <Radio key={option} value={option} label={t(EXCLUSION_LABELS[option])} />
          ))}
        </Group>
      </Radio.Group>
      <Group>
        <Button color="red" variant="outline" onClick={() => setAskedAt(Date.now())}>
          {t`Exclude me`}
        </Button>
      </Group>
      <Dialog opened={askedAt !== null} onClose={() => setAskedAt(null)} title={t`Exclude yourself from ${brand}?`}>
        <Stack gap="sm">
          <Text>{t`If you go on:`}</Text>
          <List spacing={4}>
            <List.Item>{t`you will be logged out now, in every tab, and cannot log in to ${brand} until ${end};`}</List.Item>
            <List.Item>{t`the exclusion cannot be ended early;`}</List.Item>
            <List.Item>{t`your open bets stay and settle as usual;`}</List.Item>
            <List.Item>{t`your balance can still be withdrawn: contact the operator.`}</List.Item>
          </List>
          {exclude.isError && (
            <OutcomeAlert ok={false} title={t`The exclusion was not started`}>
              {errorMessage(exclude.error)}
            </OutcomeAlert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAskedAt(null)}>
              {t`Cancel`}
            </Button>
            <Button color="red" loading={exclude.isPending} onClick={() => exclude.mutate({ body: { length } })}>
              {t`Exclude me until ${end}`}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
