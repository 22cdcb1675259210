import { TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { stakeProblem } from '../model/slip-inputs';
import { slipStore } from '../model/slip-store';

interface StakeFieldProps {
  stakeText: string;
  disabled: boolean;
  describedBy: string | undefined;
  /** Focus follows each clicked price: a keyboard user would otherwise tab through every price. */
  selectionKey: string;
}

export function StakeField({ stakeText, disabled, describedBy, selectionKey }: StakeFieldProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, [selectionKey]);
  return (
    <TextInput
      ref={input}
      label={t`Stake`}
      value={stakeText}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      error={stakeProblem(stakeText)}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event) => slipStore.typeStake(event.currentTarget.value)}
    />
  );
}
