import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CashOutRule } from '@/api/generated/types.gen';
import { Dialog } from '@/components/dialog';
import type { RuleMarket } from './auto-cash-out';
import { RuleForm } from './rule-form';
import classes from './rule-dialog.module.css';

interface RuleDialogProps {
  market: RuleMarket;
  /** The market's rule that may still fire. */
  rule: CashOutRule | undefined;
  valueNow: () => number | null;
  valueView: ReactNode;
  onClose: () => void;
}

export function RuleDialog({ market, rule, valueNow, valueView, onClose }: RuleDialogProps) {
  const { t } = useLingui();
  const { marketName } = market;
  return (
    <Dialog opened onClose={onClose} title={t`Automatic cash out: ${marketName}`}>
      <Stack gap="sm">
        <Text size="sm">
          {t`Your whole position is cashed out once, when its cash-out value reaches a line you set. Our server watches it, also while the app is closed.`}
        </Text>
        <div className={classes.jump} data-testid="cash-out-rule-jump">
          <Text size="sm">
            {t`Prices can jump past a line: the cash out is made at the prices on offer then, which can be worse than the line. A cash out now would get:`}
          </Text>
          {valueView}
        </div>
        <RuleForm marketId={market.marketId} rule={rule} valueNow={valueNow} onDone={onClose} />
      </Stack>
    </Dialog>
  );
}
