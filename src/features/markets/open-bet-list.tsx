import { Group, Stack, Text, Title } from '@mantine/core';
import type { OpenBet } from '@/api/generated/types.gen';
import { formatMoney } from '@/lib/money';
import { FancyBookButton } from './fancy-book-button';
import type { OpenBetGroup } from './model/open-bet-groups';
import classes from './markets.module.css';

function sideOf(bet: OpenBet): 'back' | 'lay' {
  return bet.betType === 'Back' || bet.betType === 'Yes' ? 'back' : 'lay';
}

/** Matched bets by market type, newest first (api-notes §2.6): what, at which price, for how much. */
export function OpenBetList({ groups, headingLevel }: { groups: readonly OpenBetGroup[]; headingLevel: 3 | 4 }) {
  return (
    <Stack gap="sm">
      {groups.map((group) => (
        <section key={group.marketType} aria-label={group.title}>
          <Title order={headingLevel} size="h6" mb={4}>
            {group.title}
          </Title>
          {group.bets.map((bet, index) => {
            const fancy = group.marketType === 'fancy2';
            // A fancy line's book once, on its newest bet: its Yes and No bets share one ladder.
            const firstOfLine = fancy && group.bets.findIndex((other) => other.marketId === bet.marketId) === index;
            return (
              <div key={bet.betId} className={classes.betRow} data-side={sideOf(bet)} data-testid={`open-bet-${bet.betId}`}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {bet.betType} {fancy ? bet.marketName : (bet.runnerName ?? bet.marketName)}
                  </Text>
                  <Text size="sm">
                    {fancy ? `${bet.odds} runs @ ${bet.betRate ?? ''}` : `@ ${bet.odds}`}
                  </Text>
                </Group>
                <Text size="xs">
                  Stake {formatMoney(bet.stake)}
                  {bet.expectedProfit !== undefined ? ` · Profit ${formatMoney(bet.expectedProfit)}` : ''}
                  {bet.liability !== undefined ? ` · Liability ${formatMoney(bet.liability)}` : ''}
                  {' · '}
                  <time dateTime={bet.placeTime}>{new Date(bet.placeTime).toLocaleString('en-IN')}</time>
                </Text>
                {firstOfLine && <FancyBookButton bookMarketId={bet.marketId} lineName={bet.marketName} />}
              </div>
            );
          })}
        </section>
      ))}
    </Stack>
  );
}
