import { useQuery } from '@tanstack/react-query';
import { getUserOddsOptions } from '@/api/generated/@tanstack/react-query.gen';
import { useHubLive } from '@/features/realtime';
import { eventMarkets } from '../model/event-markets';

/** docs/wire.md §5: the backend family re-polls odds about a second after each answer. React Query
 * pauses the interval while the tab is hidden (refetchIntervalInBackground is off). */
export const ODDS_POLL_MS = 1000;

/** The event's markets and runners (not their prices). Polling keeps the price store fed (see
 * useOddsFeed) while the hub is not connected; while it is, the hub's pushes do and polling stops
 * (src/app/live-prices-bridge.tsx). Thanks to `select` and structural sharing this re-renders only when
 * runners change. */
export function useEventMarkets(eventId: number) {
  const hubLive = useHubLive();
  return useQuery({
    ...getUserOddsOptions({ query: { eventId } }),
    refetchInterval: hubLive ? false : ODDS_POLL_MS,
    staleTime: 0,
    select: (response) => eventMarkets(response.result),
  });
}
