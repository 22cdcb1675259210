import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { memo, useId, useRef, useState, type ReactNode } from 'react';
import type { OpenBet } from '@/api/generated/types.gen';
import { intlLocale } from '@/lib/i18n/languages';
import { formatMoney } from '@/lib/money';
import { betLabel, persistenceText, sideWord } from '../model/open-bet-text';
import classes from './markets.module.css';
import { OrderEditor } from './order-editor';

function sideOf(bet: OpenBet): 'back' | 'lay' {
  return bet.betType === 'Back' || bet.betType === 'Yes' ? 'back' : 'lay';
}

interface OpenBetRowProps {
  bet: OpenBet;
  fancy: boolean;
  onCancel: (bet: OpenBet) => void;
  cancelling: boolean;
  /** The fancy line's Book button. */
  children?: ReactNode;
}

// Memoised: structural sharing keeps unchanged bets' objects, so a fill re-renders one row.
export const OpenBetRow = memo(function OpenBetRow({ bet, fancy, onCancel, cancelling, children }: OpenBetRowProps) {
  const { t } = useLingui();
  const unmatched = bet.unmatchedStake ?? 0;
  const unmatchedAmount = formatMoney(unmatched);
  const label = betLabel(bet);
  const runs = bet.odds;
  const rate = bet.betRate ?? '';
  const stake = formatMoney(bet.stake);
  const profit = bet.expectedProfit === undefined ? undefined : formatMoney(bet.expectedProfit);
  const liability = bet.liability === undefined ? undefined : formatMoney(bet.liability);
  const figures = [t`Stake ${stake}`];
  if (profit !== undefined) figures.push(t`Profit ${profit}`);
  if (liability !== undefined) figures.push(t`Liability ${liability}`);
  const betId = bet.betId;
  const matched = formatMoney(bet.matchedStake ?? 0);
  const averageOdds = bet.averageMatchedOdds ?? bet.odds;
  const odds = bet.odds;
  const hasParts = bet.matchedStake !== undefined;
  const [editing, setEditing] = useState(false);
  const editToggle = useRef<HTMLButtonElement>(null);
  const editorId = useId();
  const closeEditor = () => {
    setEditing(false);
    editToggle.current?.focus();
  };
  return (
    <div className={classes.betRow} data-side={sideOf(bet)} data-testid={`open-bet-${bet.betId}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {sideWord(bet)} {fancy ? bet.marketName : (bet.runnerName ?? bet.marketName)}
        </Text>
        <Text size="sm">{fancy ? t`${runs} runs @ ${rate}` : `@ ${bet.odds}`}</Text>
      </Group>
      <Text size="xs">
        {figures.join(' · ')}
        {' · '}
        <time dateTime={bet.placeTime}>{new Date(bet.placeTime).toLocaleString(intlLocale())}</time>
      </Text>
      {hasParts && (
        <>
          <Text size="xs" data-testid="bet-reference">
            {t`Ref ${betId}`}
            {bet.persistence ? ` · ${persistenceText(bet.persistence)}` : ''}
          </Text>
          <Text size="xs" data-testid="matched-part">
            {(bet.matchedStake ?? 0) > 0 ? t`Matched ${matched} at average odds ${averageOdds}` : t`Matched: nothing yet`}
          </Text>
          {unmatched > 0 && (
            <div data-testid="unmatched-part">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" fw={600}>
                  {t`Unmatched ${unmatchedAmount} at ${odds}`}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={t`Cancel unmatched ${unmatchedAmount} of ${label}`}
                    disabled={cancelling}
                    onClick={() => onCancel(bet)}
                  >
                    {t`Cancel`}
                  </Button>
                  <Button
                    ref={editToggle}
                    size="compact-xs"
                    variant="default"
                    aria-expanded={editing}
                    aria-controls={editing ? editorId : undefined}
                    aria-label={t`Edit unmatched ${unmatchedAmount} of ${label}`}
                    onClick={() => (editing ? closeEditor() : setEditing(true))}
                  >
                    {t`Edit`}
                  </Button>
                </Group>
              </Group>
              {editing && <OrderEditor bet={bet} label={label} id={editorId} onClose={closeEditor} />}
            </div>
          )}
        </>
      )}
      {children}
    </div>
  );
});
