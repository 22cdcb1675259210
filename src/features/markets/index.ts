import type { ComponentType } from 'react';

export { priceStore, type OddsUpdate, type MarketStatusUpdate } from '@/lib/price-store';
export { applyOddsUpdate, applyMarketStatus } from './live-prices';

// docs/product.md §2: every screen loads on demand.
type LoadScreen = () => Promise<ComponentType>;
/** For screens that embed them (/multimarket): use with lazy(). */
export const loadEventMarkets = (): Promise<{ default: ComponentType<{ eventId: number }> }> =>
  import('./components/event-markets').then((module) => ({ default: module.EventMarkets }));
export { MarketsPending } from './components/markets-pending';
export { paintMarketsPending } from './markets-first-paint';
export const loadMarketsPage: LoadScreen = () => import('./components/markets-page').then((module) => module.MarketsPage);
export const loadCurrentBetsPage: LoadScreen = () => import('./components/current-bets-page').then((module) => module.CurrentBetsPage);
export const loadOpenBetsPage: LoadScreen = () => import('./components/open-bets-page').then((module) => module.OpenBetsPage);
export const loadFancyGamesPage: LoadScreen = () => import('./components/fancy-games-page').then((module) => module.FancyGamesPage);
