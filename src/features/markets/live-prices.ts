// The entry points the real-time hub calls (openapi/hub.asyncapi.yaml OddsUpdate, MarketStatus).
import { priceStore, type MarketStatusUpdate, type OddsUpdate } from '@/lib/price-store';

/** One runner's prices and status from the hub's OddsUpdate; published with the next frame. */
export function applyOddsUpdate(update: OddsUpdate): void {
  priceStore.applyOddsUpdate(update);
}

/** A market's status from the hub's MarketStatus. */
export function applyMarketStatus(update: MarketStatusUpdate): void {
  priceStore.applyMarketStatus(update);
}
