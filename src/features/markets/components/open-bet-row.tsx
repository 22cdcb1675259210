import { Button, Group, Text } from '@mantine/core';
import { memo, useId, useRef, useState, type ReactNode } from 'react';
import type { OpenBet } from '@/api/generated/types.gen';
import { formatMoney } from '@/lib/money';
import classes from './markets.module.css';
import { OrderEditor } from './order-editor';

function sideOf(bet: OpenBet): 'back' | 'lay' {
  return bet.betType === 'Back' || bet.betType === 'Yes' ? 'back' : 'lay';
}

/** 'Back Liverpool at 2.6'. */
export function betLabel(bet: OpenBet): string {
  return `${bet.betType} ${bet.runnerName ?? bet.marketName} at ${bet.odds}`;
}

export function persistenceText(persistence: NonNullable<OpenBet['persistence']>): string {
  return persistence === 'PERSIST' ? 'Unmatched part kept at in-play / suspend' : 'Unmatched part cancelled at in-play / suspend';
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
  const unmatched = bet.unmatchedStake ?? 0;
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
          {bet.betType} {fancy ? bet.marketName : (bet.runnerName ?? bet.marketName)}
        </Text>
        <Text size="sm">{fancy ? `${bet.odds} runs @ ${bet.betRate ?? ''}` : `@ ${bet.odds}`}</Text>
      </Group>
      <Text size="xs">
        Stake {formatMoney(bet.stake)}
        {bet.expectedProfit !== undefined ? ` · Profit ${formatMoney(bet.expectedProfit)}` : ''}
        {bet.liability !== undefined ? ` · Liability ${formatMoney(bet.liability)}` : ''}
        {' · '}
        <time dateTime={bet.placeTime}>{new Date(bet.placeTime).toLocaleString('en-IN')}</time>
      </Text>
      {hasParts && (
        <>
          <Text size="xs" data-testid="bet-reference">
            Ref {bet.betId}
            {bet.persistence ? ` · ${persistenceText(bet.persistence)}` : ''}
          </Text>
          <Text size="xs" data-testid="matched-part">
            {(bet.matchedStake ?? 0) > 0
              ? `Matched ${formatMoney(bet.matchedStake ?? 0)} at average odds ${bet.averageMatchedOdds ?? bet.odds}`
              : 'Matched: nothing yet'}
          </Text>
          {unmatched > 0 && (
            <div data-testid="unmatched-part">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" fw={600}>
                  Unmatched {formatMoney(unmatched)} at {bet.odds}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={`Cancel unmatched ${formatMoney(unmatched)} of ${betLabel(bet)}`}
                    disabled={cancelling}
                    onClick={() => onCancel(bet)}
                  >
                    Cancel
                  </Button>
                  <Button
                    ref={editToggle}
                    size="compact-xs"
                    variant="default"
                    aria-expanded={editing}
                    aria-controls={editing ? editorId : undefined}
                    aria-label={`Edit unmatched ${formatMoney(unmatched)} of ${betLabel(bet)}`}
                    onClick={() => (editing ? closeEditor() : setEditing(true))}
                  >
                    Edit
                  </Button>
                </Group>
              </Group>
              {editing && <OrderEditor bet={bet} label={betLabel(bet)} id={editorId} onClose={closeEditor} />}
            </div>
          )}
        </>
      )}
      {children}
    </div>
  );
});
