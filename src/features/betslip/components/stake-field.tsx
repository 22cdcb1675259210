import { TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { stakeProblem } from '../model/slip-inputs';
import { slipStore } from '../model/slip-store';

interface StakeFieldProps {
  stakeText: string;
  disabled: boolean;
  describedBy: string | undefined;
  /** Changes with each clicked price: the stake is what the player types next, so it takes focus
   * (a keyboard user would otherwise tab through every price to reach the slip). */
  selectionKey: string;
}

/** The stake, typed as the player likes ('1000', '1,000' or '100,50'); figures follow each keystroke,
 * and a stake that cannot be read says why (slip-inputs.ts parseStake states the rule). */
export function StakeField({ stakeText, disabled, describedBy, selectionKey }: StakeFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, [selectionKey]);
  return (
    <TextInput
      ref={input}
      label="Stake"
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
