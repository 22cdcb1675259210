import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getUserOddsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { applyMarketStatus, applyOddsUpdate } from '@/features/markets';
import { realtimeClient } from '@/features/realtime';

// Every event's odds query, whatever its event: the generated key starts with the operation's id.
const oddsId = getUserOddsQueryKey({ query: { eventId: 0 } })[0]._id;

function isOddsQuery(query: Query): boolean {
  const first: unknown = query.queryKey[0];
  return typeof first === 'object' && first !== null && '_id' in first && first._id === oddsId;
}

/** Composes two features that must not know each other: the hub's OddsUpdate and MarketStatus pushes
 * go into the markets' price store (the player's 'pause live prices' holds that store still itself:
 * setLivePricesPaused).
 * When the connection is back after a loss, the prices of the markets on screen are fetched again:
 * pushes sent meanwhile were missed, and polling stops once the hub is live. */
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
