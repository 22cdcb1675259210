import { Box } from '@mantine/core';
import { CashOut } from '@/features/betslip';
import { priceKindOf } from '@/lib/exchange/positions';
import { useEventMarkets } from '../hooks/use-event-markets';
import { useOddsFeed } from '../hooks/use-odds-feed';

export function OpenBetsCashOut({ eventId, marketId }: { eventId: number; marketId: number }) {
  // The event's odds seed the prices the value is quoted from, as on its page.
  useOddsFeed(eventId);
  const { data: markets } = useEventMarkets(eventId);
  const market = markets?.find((candidate) => candidate.marketId === marketId);
  if (!market || priceKindOf(market.marketType) !== 'odds') return null;
  return (
    <Box mb={4}>
      <CashOut market={market} manual={false} />
    </Box>
  );
}
