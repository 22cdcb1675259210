import { Button, Group } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { DATE_PRESET_LABELS, presetRange, rangeProblem, type DatePreset, type DayRange } from '../model/date-range';
import { DayRangeFields } from './day-range-fields';

interface DateRangeFormProps {
  /** Names the form for assistive technology ('Bet history dates'). */
  label: string;
  /** The range as typed (kept while it is not valid, so nothing typed is lost). */
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** A valid range to show: the submitted one, or a preset's. */
  onSearch: (range: DayRange) => void;
  submitLabel: string;
  /** Buttons that fill in and show a range at once; none when omitted. */
  presets?: readonly DatePreset[];
  /** More filters of the same form (the statement's Type), placed before the submit button. */
  children?: ReactNode;
}

/** The account screens' date range (statement, bet history, P&L): presets, a custom From/To range of
 * IST days validated as it is typed (the reason is said, and Search waits until it is valid). */
export function DateRangeForm({ label, value, onChange, onSearch, submitLabel, presets = [], children }: DateRangeFormProps) {
  const problem = rangeProblem(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem === null) onSearch({ from: value.from, to: value.to });
  };
  const choose = (preset: DatePreset, nowMs: number) => {
    const range = presetRange(preset, nowMs);
    onChange(range);
    onSearch(range);
  };
  return (
    <>
      {presets.length > 0 && (
        <Group gap="xs">
          {presets.map((preset) => (
            <Button key={preset} variant="default" onClick={() => choose(preset, Date.now())}>
              {DATE_PRESET_LABELS[preset]}
            </Button>
          ))}
        </Group>
      )}
      <form onSubmit={submit} noValidate aria-label={label}>
        <DayRangeFields value={value} onChange={onChange}>
          {children}
          <Button type="submit" disabled={problem !== null}>
            {submitLabel}
          </Button>
        </DayRangeFields>
      </form>
    </>
  );
}
