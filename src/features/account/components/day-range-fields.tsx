import { Group, Text, TextInput } from '@mantine/core';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { rangeProblem, type DayRange } from '../model/date-range';

const IST_DATES_NOTE = msg`Dates are in India time (IST).`;

interface DayRangeFieldsProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  children?: ReactNode;
}

export function DayRangeFields({ value, onChange, children }: DayRangeFieldsProps) {
  const { t } = useLingui();
  const problem = rangeProblem(value);
  const noteId = useId();
  const problemId = useId();
  const set = (end: keyof DayRange) => (event: ChangeEvent<HTMLInputElement>) => onChange({ ...value, [end]: event.currentTarget.value });
  const described = problem === null ? noteId : `${noteId} ${problemId}`;
  // Mantine describes an input by its own description only: these describe the group.
  return (
    <div role="group" aria-label={t`Dates`} aria-describedby={described}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput type="date" label={t`From`} value={value.from} onChange={set('from')} />
        <TextInput type="date" label={t`To`} value={value.to} onChange={set('to')} />
        {children}
      </Group>
      <Text id={noteId} size="sm" mt={4}>
        {t(IST_DATES_NOTE)}
      </Text>
      {problem !== null && (
        <Text id={problemId} size="sm" c="red.8" mt="xs" role="alert">
          {problem}
        </Text>
      )}
    </div>
  );
}
