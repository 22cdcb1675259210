import { useEffect } from 'react';
import { applyMarketStatus, applyOddsUpdate, setLivePricesFrozen } from '@/features/markets';
import { realtimeClient, useRealtimeState } from '@/features/realtime';

/** Composes two features that must not know each other: the hub's OddsUpdate and MarketStatus pushes
 * go into the markets' price store, and the player's 'pause live prices' freezes it (WCAG 2.2.2). */
export function LivePricesBridge() {
  const { livePricesPaused } = useRealtimeState();

  useEffect(() => {
    const client = realtimeClient();
    const stops = [client.on('oddsUpdate', applyOddsUpdate), client.on('marketStatus', applyMarketStatus)];
    return () => stops.forEach((stop) => stop());
  }, []);

  useEffect(() => setLivePricesFrozen(livePricesPaused), [livePricesPaused]);

  return null;
}
