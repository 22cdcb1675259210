// openapi/hub.asyncapi.yaml OddsUpdate, MarketStatus.
import { priceStore, type MarketStatusUpdate, type OddsUpdate } from '@/lib/price-store';

/** Published with the next frame. */
export function applyOddsUpdate(update: OddsUpdate): void {
  priceStore.applyOddsUpdate(update);
}

export function applyMarketStatus(update: MarketStatusUpdate): void {
  priceStore.applyMarketStatus(update);
}
