import { Alert, Button, Stack, Text } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { errorMessage } from '@/api/errors';
import { MarketSection } from './market-section';
import { useEventMarkets } from '../hooks/use-event-markets';
import { useOddsFeed } from '../hooks/use-odds-feed';

/** Every market of an event with live prices (the markets page, and any screen that shows an
 * event's markets, e.g. /multimarket). */
export function EventMarkets({ eventId }: { eventId: number }) {
  useOddsFeed(eventId);
  const markets = useEventMarkets(eventId);
  // The markets are drawn in a deferred render: React Query's answer comes through an external store,
  // whose updates React renders in one blocking task, and the books of an event (every runner's row,
  // its prices and its slip) are the largest render of a market page's first visit. Deferred, the
  // answer's own render keeps "Loading markets…" and the books render in slices a frame can interrupt.
  // A later answer (a runner added, a market closed) goes the same way. The deferred value carries its
  // event, so that another event's markets are never shown while the new ones render. (A navigation is
  // a transition, where a deferred value is not deferred: this guards an urgent change of `eventId`.)
  const current = useMemo(() => ({ eventId, data: markets.data }), [eventId, markets.data]);
  const deferred = useDeferredValue(current);
  const shown = deferred.eventId === eventId ? deferred.data : undefined;
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
  // Pending, or the answer is in and its books are still rendering.
  if (markets.isPending || shown === undefined) return <Text size="sm">Loading markets…</Text>;
  if (shown.length === 0) return <Text>No market available</Text>;
  return (
    <div data-testid={`event-markets-${eventId}`}>
      {shown.map((market) => (
        <MarketSection key={market.marketId} market={market} />
      ))}
    </div>
  );
}
