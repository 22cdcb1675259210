import { useQuery } from '@tanstack/react-query';
import { getUserOddsOptions } from '@/api/generated/@tanstack/react-query.gen';
import { useHubLive } from '@/features/realtime';
import { eventMarkets } from '../model/event-markets';

/** docs/wire.md §5; paused while the tab is hidden. */
export const ODDS_POLL_MS = 1000;

/** Not their prices: re-renders only when runners change. Polling stops while the hub pushes. */
export function useEventMarkets(eventId: number) {
  const hubLive = useHubLive();
  return useQuery({
    ...getUserOddsOptions({ query: { eventId } }),
    refetchInterval: hubLive ? false : ODDS_POLL_MS,
    staleTime: 0,
    select: (response) => eventMarkets(response.result),
  });
}
