import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useOpenBets } from '@/features/wallet';
import { groupOpenBets } from '../model/open-bet-groups';
import { OpenBetList } from './open-bet-list';

/** docs/wire.md §4. */
export function MarketOpenBets({ eventId }: { eventId: number }) {
  const { t } = useLingui();
  const openBets = useOpenBets();
  if (openBets.isPending) return <Text size="sm">{t`Loading your bets…`}</Text>;
  const bets = openBets.data?.result.openBets.filter((bet) => bet.eventId === eventId) ?? [];
  if (bets.length === 0) return <Text size="sm">{t`You have no matched bets.`}</Text>;
  // The panel follows the page's h1: its groups are h2 (axe heading-order).
  return <OpenBetList groups={groupOpenBets(bets)} headingLevel={2} />;
}
