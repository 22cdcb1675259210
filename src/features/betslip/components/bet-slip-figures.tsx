import { Text } from '@mantine/core';
import { formatMoney } from '@/lib/money';
import classes from './bet-slip.module.css';

interface BetSlipFiguresProps {
  figures: { profit: number; liability: number } | null;
  limit: { minStake: number; maxStake: number } | undefined;
}

/** What the bet would win and risk, and the stake limits, told as they change. */
export function BetSlipFigures({ figures, limit }: BetSlipFiguresProps) {
  return (
    <div className={classes.figures} aria-live="polite" data-testid="slip-figures">
      {figures ? (
        <Text size="sm">
          Profit <strong>{formatMoney(figures.profit)}</strong> · Liability <strong>{formatMoney(figures.liability)}</strong>
        </Text>
      ) : (
        <Text size="sm">Enter a stake to see your profit and liability.</Text>
      )}
      {limit && (
        <Text size="xs">
          Min {formatMoney(limit.minStake)} · Max {formatMoney(limit.maxStake)}
        </Text>
      )}
    </div>
  );
}
