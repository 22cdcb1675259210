import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { slipStore } from '../model/slip-store';
import { useStakeButtons } from '../hooks/use-stake-buttons';
import classes from './bet-slip.module.css';

export function StakeButtons({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  const stakes = useStakeButtons();
  return (
    <div className={classes.stakeButtons} role="group" aria-label={t`Quick stakes`}>
      {stakes.map((stake, index) => (
        <Button
          key={`${index}-${stake.title}`}
          size="compact-sm"
          variant="default"
          disabled={disabled}
          onClick={() => slipStore.setStake(stake.value)}
        >
          {stake.title}
        </Button>
      ))}
    </div>
  );
}
