import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '@/api/errors';
import { MarketSection } from './market-section';
import { useEventMarkets } from '../hooks/use-event-markets';
import { useOddsFeed } from '../hooks/use-odds-feed';

/** Every market of an event with live prices (the markets page, and any screen that shows an
 * event's markets, e.g. /multimarket). */
export function EventMarkets({ eventId }: { eventId: number }) {
  useOddsFeed(eventId);
  const markets = useEventMarkets(eventId);
  if (markets.isPending) return <Text size="sm">Loading markets…</Text>;
  if (markets.isError) {
    return (
      <Alert color="red" title="Markets could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(markets.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void markets.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (markets.data.length === 0) return <Text>No market available</Text>;
  return (
    <div data-testid={`event-markets-${eventId}`}>
      {markets.data.map((market) => (
        <MarketSection key={market.marketId} market={market} />
      ))}
    </div>
  );
}
