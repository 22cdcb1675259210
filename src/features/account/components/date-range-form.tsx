import { Button, Group } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useLingui } from '@/hooks/use-lingui';
import { DATE_PRESET_LABELS, presetRange, rangeProblem, type DatePreset, type DayRange } from '../model/date-range';
import { DayRangeFields } from './day-range-fields';

interface DateRangeFormProps {
  label: string;
  /** As typed: kept while not valid, so nothing typed is lost. */
  value: DayRange;
  onChange: (range: DayRange) => void;
  onSearch: (range: DayRange) => void;
  submitLabel: string;
  presets?: readonly DatePreset[];
  children?: ReactNode;
}

/** Search waits until the range is valid. */
export function DateRangeForm({ label, value, onChange, onSearch, submitLabel, presets = [], children }: DateRangeFormProps) {
  useLingui();
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
