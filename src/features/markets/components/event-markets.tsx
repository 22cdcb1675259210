import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { errorMessage } from '@/api/errors';
import { MarketSection } from './market-section';
import { useEventMarkets } from '../hooks/use-event-markets';
import { useOddsFeed } from '../hooks/use-odds-feed';

/** Also for any screen that shows an event's markets (/multimarket). */
export function EventMarkets({ eventId }: { eventId: number }) {
  const { t } = useLingui();
  useOddsFeed(eventId);
  const markets = useEventMarkets(eventId);
  // Deferred: the books are a first visit's largest render; the event rides along so no other shows.
  const current = useMemo(() => ({ eventId, data: markets.data }), [eventId, markets.data]);
  const deferred = useDeferredValue(current);
  const shown = deferred.eventId === eventId ? deferred.data : undefined;
  if (markets.isError) {
    return (
      <Alert color="red" title={t`Markets could not be loaded`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(markets.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void markets.refetch()}>
            {t`Try again`}
          </Button>
        </Stack>
      </Alert>
    );
  }
  // Or the answer is in and its books are still rendering.
  if (markets.isPending || shown === undefined) return <Text size="sm">{t`Loading markets…`}</Text>;
  if (shown.length === 0) return <Text>{t`No market available`}</Text>;
  return (
    <div data-testid={`event-markets-${eventId}`}>
      {shown.map((market) => (
        <MarketSection key={market.marketId} market={market} />
      ))}
    </div>
  );
}
