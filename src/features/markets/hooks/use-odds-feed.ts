import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getUserOddsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { GetUserOddsResponse } from '@/api/generated/types.gen';
import { realtimeClient } from '@/features/realtime';
import { priceStore } from '@/lib/price-store';
import { applyTradedSnapshot, applyTradedUpdate } from '../model/traded';

/** Outside React: a poll re-renders only the cells whose values changed (docs/architecture.md). */
export function useOddsFeed(eventId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const queryKey = getUserOddsQueryKey({ query: { eventId } });
    const hash = hashKey(queryKey);
    const apply = () => {
      const data = queryClient.getQueryData<GetUserOddsResponse>(queryKey);
      if (!data) return;
      priceStore.applyEventOdds(data.result);
      applyTradedSnapshot(data.result);
    };
    apply();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryHash === hash) apply();
    });
    // Prices come through the app's bridge; what has traded only where it shows.
    const stopTraded = realtimeClient().on('OddsUpdate', applyTradedUpdate);
    return () => {
      unsubscribe();
      stopTraded();
    };
  }, [eventId, queryClient]);
}
