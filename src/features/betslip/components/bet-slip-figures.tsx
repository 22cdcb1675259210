import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@/lib/money';
import classes from './bet-slip.module.css';

interface BetSlipFiguresProps {
  figures: { profit: number; liability: number } | null;
  limit: { minStake: number; maxStake: number } | undefined;
}

export function BetSlipFigures({ figures, limit }: BetSlipFiguresProps) {
  const { t } = useLingui();
  const profit = figures ? formatMoney(figures.profit) : '';
  const liability = figures ? formatMoney(figures.liability) : '';
  const min = limit ? formatMoney(limit.minStake) : '';
  const max = limit ? formatMoney(limit.maxStake) : '';
  return (
    <div className={classes.figures} aria-live="polite" data-testid="slip-figures">
      {figures ? (
        <Text size="sm">
          <Trans>
            Profit <strong>{profit}</strong> · Liability <strong>{liability}</strong>
          </Trans>
        </Text>
      ) : (
        <Text size="sm">{t`Enter a stake to see your profit and liability.`}</Text>
      )}
      {limit && <Text size="xs">{t`Min ${min} · Max ${max}`}</Text>}
    </div>
  );
}
