import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { BetSlipInDialog, OneClickSetting } from '@/features/betslip';
import type { MarketView, RunnerView } from '../model/event-markets';
import { LadderPositions } from './ladder-positions';
import { LadderStake } from './ladder-stake';
import { RunnerLadder } from './runner-ladder';
import classes from './ladder.module.css';

interface LadderModalProps {
  market: MarketView;
  runner: RunnerView;
  opened: boolean;
  onClose: () => void;
}

/** Full screen on a phone; the slip is in it. */
export function LadderModal({ market, runner, opened, onClose }: LadderModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 575.98px)', false, { getInitialValueInEffect: false });
  const [stake, setStake] = useState<number | null>(null);
  const name = runner.name;
  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen={phone} size="56rem" centered={!phone}>
      <Modal.Overlay />
      <Modal.Content className={classes.dialog}>
        {/* Mantine's header is a <header>: a second banner landmark for axe. */}
        <Modal.Header role="none" className={classes.dialogHeader}>
          <Modal.Title className={classes.dialogTitle}>{t`Ladder: ${name}`}</Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} />
        </Modal.Header>
        <Modal.Body className={classes.dialogBody}>
          <div className={classes.main}>
            <LadderStake stake={stake} onStake={setStake} />
            <RunnerLadder market={market} runner={runner} stake={stake} />
          </div>
          <div className={classes.side}>
            <LadderPositions market={market} runnerId={runner.id} />
            <OneClickSetting />
            <BetSlipInDialog />
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
