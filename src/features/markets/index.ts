// The markets feature's public API: the screens, loaded on demand, an event's markets for other
// screens, and the entry points that feed live prices into the price store.
import type { ComponentType } from 'react';

// Live prices: the hub's OddsUpdate / MarketStatus go here (src/lib/price-store.ts).
export { priceStore, type OddsUpdate, type MarketStatusUpdate } from '@/lib/price-store';
export { applyOddsUpdate, applyMarketStatus } from './live-prices';

// Screens (docs/product.md §2: every screen loads on demand)
type LoadScreen = () => Promise<ComponentType>;
/** An event's markets with live prices, for screens that embed them (/multimarket): use with lazy(). */
export const loadEventMarkets = (): Promise<{ default: ComponentType<{ eventId: number }> }> =>
  import('./components/event-markets').then((module) => ({ default: module.EventMarkets }));
/** What /markets shows while its screen's code loads (the route's fallback). */
export { MarketsPending } from './components/markets-pending';
export { paintMarketsPending } from './markets-first-paint';
export const loadMarketsPage: LoadScreen = () => import('./components/markets-page').then((module) => module.MarketsPage);
export const loadCurrentBetsPage: LoadScreen = () => import('./components/current-bets-page').then((module) => module.CurrentBetsPage);
export const loadOpenBetsPage: LoadScreen = () => import('./components/open-bets-page').then((module) => module.OpenBetsPage);
export const loadFancyGamesPage: LoadScreen = () => import('./components/fancy-games-page').then((module) => module.FancyGamesPage);
