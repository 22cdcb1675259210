import { useQueries, useQuery } from '@tanstack/react-query';
import { getEventsBySportNameOptions, getUserOddsOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { Event, GetUserOddsResponse } from '@/api/generated/types.gen';
import { useHubLive } from '@/features/realtime';
import { eventMarkets, type MarketView } from '../model/event-markets';
import { ODDS_POLL_MS } from './use-event-markets';

export interface EventFancyMarkets {
  event: Event;
  /** pending until the event's markets are in. */
  status: 'pending' | 'error' | 'success';
  markets: readonly MarketView[];
  error: unknown;
  retry: () => void;
}

const fancyOnly = (markets: readonly MarketView[]): MarketView[] => markets.filter((market) => market.marketType === 'fancy2');

/** docs/product.md §7. The markets page's own odds query: Market/GetByEventId has no prices. */
export function useCricketFancyMarkets() {
  const hubLive = useHubLive();
  const events = useQuery({ ...getEventsBySportNameOptions({ query: { sportName: 'cricket' } }), select: (response) => response.result });
  const list = events.data ?? [];
  const perEvent = useQueries({
    queries: list.map((event) => ({
      ...getUserOddsOptions({ query: { eventId: event.id } }),
      refetchInterval: hubLive ? false : ODDS_POLL_MS,
      staleTime: 0,
      select: (response: GetUserOddsResponse) => fancyOnly(eventMarkets(response.result)),
    })),
  });
  const byEvent: EventFancyMarkets[] = list.map((event, index) => {
    const query = perEvent[index];
    return {
      event,
      status: query?.status ?? 'pending',
      markets: query?.data ?? [],
      error: query?.error ?? null,
      retry: () => void query?.refetch(),
    };
  });
  return { events, byEvent };
}
