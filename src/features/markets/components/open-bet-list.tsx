import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import type { OpenBet } from '@/api/generated/types.gen';
import { FancyBookButton } from './fancy-book-button';
import type { OpenBetGroup } from '../model/open-bet-groups';
import { OpenBetRow } from './open-bet-row';
import { betLabel } from '../model/open-bet-text';
import { useCancelUnmatched } from '../hooks/use-cancel-unmatched';
import { marketsWithUnmatched } from '../model/order-edit';
import { OpenBetsCashOut } from './open-bets-cash-out';

interface OpenBetListProps {
  groups: readonly OpenBetGroup[];
  headingLevel: 2 | 3 | 4;
  /** Where the market itself is not on screen. */
  withCashOut?: boolean;
  /** So each event's region has its own name. */
  eventLabelId?: string;
}

/** docs/wire.md §2.6. */
export function OpenBetList({ groups, headingLevel, withCashOut = false, eventLabelId }: OpenBetListProps) {
  const { t } = useLingui();
  const listId = useId();
  const { cancelBet, cancelMarket, pending } = useCancelUnmatched();
  // One callback for every row, so an unchanged row does not render again.
  const cancel = useRef(cancelBet);
  useLayoutEffect(() => {
    cancel.current = cancelBet;
  });
  const onCancel = useCallback((target: OpenBet) => cancel.current(target.betId, betLabel(target)), []);
  return (
    <Stack gap="sm">
      {groups.map((group) => {
        const fancy = group.marketType === 'fancy2';
        const resting = marketsWithUnmatched(group.bets);
        return (
          <section
            key={group.marketType}
            {...(eventLabelId ? { 'aria-labelledby': `${listId}-${group.marketType} ${eventLabelId}` } : { 'aria-label': group.title })}
          >
            <Group justify="space-between" gap="xs" mb={4}>
              <Title order={headingLevel} size="h6" id={`${listId}-${group.marketType}`}>
                {group.title}
              </Title>
              {resting.map((market) => {
                const label = `${market.marketName}${group.bets[0]?.betTitle ? ` (${group.bets[0].betTitle})` : ''}`;
                return (
                  <Button
                    key={market.marketId}
                    size="compact-xs"
                    variant="default"
                    aria-label={t`Cancel all unmatched bets on ${label}`}
                    disabled={pending}
                    onClick={() => cancelMarket(market.marketId, label)}
                  >
                    {t`Cancel all`}
                  </Button>
                );
              })}
            </Group>
            {withCashOut &&
              !fancy &&
              [...new Set(group.bets.map((bet) => `${bet.eventId}:${bet.marketId}`))].map((key) => {
                const [eventId = 0, marketId = 0] = key.split(':').map(Number);
                return <OpenBetsCashOut key={key} eventId={eventId} marketId={marketId} />;
              })}
            {group.bets.map((bet, index) => (
              <OpenBetRow key={bet.betId} bet={bet} fancy={fancy} cancelling={pending} onCancel={onCancel}>
                {/* Once, on the newest bet: a line's Yes and No bets share one ladder. */}
                {fancy && group.bets.findIndex((other) => other.marketId === bet.marketId) === index && (
                  <FancyBookButton bookMarketId={bet.marketId} lineName={bet.marketName} />
                )}
              </OpenBetRow>
            ))}
          </section>
        );
      })}
    </Stack>
  );
}
