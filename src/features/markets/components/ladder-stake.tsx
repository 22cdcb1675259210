import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { useStakeButtons } from '@/features/betslip';

const SLIP = 'slip';

/** From the slip's stake buttons, by their titles (10k, 1 lac). */
export function LadderStake({ stake, onStake }: { stake: number | null; onStake: (stake: number | null) => void }) {
  const { t } = useLingui();
  const stakes = useStakeButtons();
  const options = [
    { value: SLIP, label: t`Type it in the slip` },
    ...stakes.map((button) => ({ value: String(button.value), label: button.title })),
  ];
  return (
    <NativeSelect
      size="xs"
      label={t`Stake for a click`}
      data={options}
      value={stake === null ? SLIP : String(stake)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onStake(value === SLIP ? null : Number(value));
      }}
    />
  );
}
