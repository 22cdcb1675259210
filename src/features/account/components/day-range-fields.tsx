import { Group, Text, TextInput } from '@mantine/core';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { rangeProblem, type DayRange } from '../model/date-range';

/** Beside every From/To of the account screens: the days are IST days (src/features/account/model/date-range.ts). */
const IST_DATES_NOTE = 'Dates are in India time (IST).';

interface DayRangeFieldsProps {
  /** The range as typed (kept while it is not valid, so nothing typed is lost). */
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** More controls on the same line (a filter, the submit button). */
  children?: ReactNode;
}

/** The From/To inputs of a range of days, the time zone they are in, and why the range cannot be used
 * yet (the statement, the bet history, P&L and the history export all show their dates with it). */
export function DayRangeFields({ value, onChange, children }: DayRangeFieldsProps) {
  const problem = rangeProblem(value);
  const noteId = useId();
  const problemId = useId();
  const set = (end: keyof DayRange) => (event: ChangeEvent<HTMLInputElement>) => onChange({ ...value, [end]: event.currentTarget.value });
  const described = problem === null ? noteId : `${noteId} ${problemId}`;
  // Mantine sets an input's aria-describedby from its own description and error only, so the note and
  // the problem describe the group of the two dates.
  return (
    <div role="group" aria-label="Dates" aria-describedby={described}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput type="date" label="From" value={value.from} onChange={set('from')} />
        <TextInput type="date" label="To" value={value.to} onChange={set('to')} />
        {children}
      </Group>
      <Text id={noteId} size="sm" mt={4}>
        {IST_DATES_NOTE}
      </Text>
      {problem !== null && (
        <Text id={problemId} size="sm" c="red.8" mt="xs" role="alert">
          {problem}
        </Text>
      )}
    </div>
  );
}
