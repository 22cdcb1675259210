import { Text } from '@mantine/core';
import { useOpenBets } from '@/features/wallet';
import { groupOpenBets } from '../model/open-bet-groups';
import { OpenBetList } from './open-bet-list';

/** The open-bets panel of the markets page: this event's matched bets (docs/wire.md §4 text). */
export function MarketOpenBets({ eventId }: { eventId: number }) {
  const openBets = useOpenBets();
  if (openBets.isPending) return <Text size="sm">Loading your bets…</Text>;
  const bets = openBets.data?.result.openBets.filter((bet) => bet.eventId === eventId) ?? [];
  if (bets.length === 0) return <Text size="sm">You have no matched bets.</Text>;
  // The tab panel follows the page's h1 (the markets tab is unmounted): its groups are h2 (axe heading-order).
  return <OpenBetList groups={groupOpenBets(bets)} headingLevel={2} />;
}
