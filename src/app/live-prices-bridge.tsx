import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getUserOddsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { applyMarketStatus, applyOddsUpdate } from '@/features/markets';
import { realtimeClient } from '@/features/realtime';

const oddsId = getUserOddsQueryKey({ query: { eventId: 0 } })[0]._id;

function isOddsQuery(query: Query): boolean {
  const first: unknown = query.queryKey[0];
  return typeof first === 'object' && first !== null && '_id' in first && first._id === oddsId;
}

/** After a reconnect, prices on screen are fetched again: pushes were missed. */
export function LivePricesBridge() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const client = realtimeClient();
    const stops = [
      client.on('OddsUpdate', applyOddsUpdate),
      client.on('MarketStatus', applyMarketStatus),
      client.on('reconnected', () => void queryClient.invalidateQueries({ predicate: isOddsQuery })),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);

  return null;
}
