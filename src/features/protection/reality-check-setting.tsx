import { Group, Radio, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/api/errors';
import { setRealityCheckMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { RealityCheckMinutes } from '@/api/generated/types.gen';
import { OutcomeAlert } from '@/components/outcome-alert';
import { nextCheck } from './model/reality-check';
import { useCacheProtection } from './protection-query';
import { readClock, writeClock } from './reality-check-clock';

const CHOICES: readonly { value: string; minutes: RealityCheckMinutes; label: MessageDescriptor }[] = [
  { value: '15', minutes: 15, label: msg`Every 15 minutes` },
  { value: '30', minutes: 30, label: msg`Every 30 minutes` },
  { value: '60', minutes: 60, label: msg`Every 60 minutes` },
  { value: 'off', minutes: null, label: msg`Off` },
];

/** A new interval counts from now in every tab. */
export function RealityCheckSetting({ minutes, offAllowed }: { minutes: RealityCheckMinutes; offAllowed: boolean }) {
  const { t } = useLingui();
  const cacheProtection = useCacheProtection();
  const change = useMutation({
    ...setRealityCheckMutation(),
    meta: { inlineErrors: true },
    onSuccess: (answer) => {
      cacheProtection(answer);
      const clock = readClock();
      if (clock) writeClock(nextCheck(clock, Date.now(), answer.result.realityCheckMinutes));
    },
  });
  const choices = CHOICES.filter((choice) => offAllowed || choice.minutes !== null);
  const current = minutes === null ? 'off' : String(minutes);
  return (
    <>
      <Radio.Group
        label={t`Show me a reality check`}
        value={current}
        onChange={(value) => {
          const choice = choices.find((candidate) => candidate.value === value);
          if (choice && !change.isPending) change.mutate({ body: { intervalMinutes: choice.minutes } });
        }}
      >
        <Group gap="md" mt={4}>
          {choices.map((choice) => (
            <Radio key={choice.value} value={choice.value} label={t(choice.label)} disabled={change.isPending} />
          ))}
        </Group>
      </Radio.Group>
      <Text size="sm" role="status">
        {change.isSuccess
          ? minutes === null
            ? t`Reality checks are off.`
            : t`You will see a reality check every ${minutes} minutes.`
          : ''}
      </Text>
      {change.isError && (
        <OutcomeAlert ok={false} title={t`The reality check was not changed`}>
          {errorMessage(change.error)}
        </OutcomeAlert>
      )}
    </>
  );
}
