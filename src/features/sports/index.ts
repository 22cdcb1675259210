import type { ComponentType } from 'react';
import type { MultimarketPageProps } from './components/multimarket-page';

export { useVisibleSports, type VisibleSports } from './hooks/use-visible-sports';
export { useSportTree, sportTreeQueryOptions, SPORT_TREE_REFRESH_MS } from './hooks/use-sport-tree';
export {
  CASINO_SPORT_ID,
  flagOfSport,
  isCasinoActive,
  isSportShown,
  orderSports,
  visibleSports,
  type CasinoInputs,
  type SportEntry,
  type SportFlags,
  type Viewer,
  type VisibilityInputs,
} from './model/sport-visibility';
export { eventTitle, isInPlay, previewEvents, PREVIEW_EVENTS_PER_SPORT } from './model/events';

export { usePinnedEventIds } from './hooks/use-pinned-event-ids';
export { readPinnedIds, togglePin, unpinEvents, subscribePins } from './pins-storage';

// docs/product.md §2: every screen loads on demand.
export type { MultimarketPageProps };
type LoadScreen = () => Promise<ComponentType>;
export const loadHomePage: LoadScreen = () => import('./components/home-page').then((module) => module.HomePage);
export const loadInPlayPage: LoadScreen = () => import('./components/in-play-page').then((module) => module.InPlayPage);
export const loadMatchListPage: LoadScreen = () => import('./components/match-list-page').then((module) => module.MatchListPage);
/** Typed with its props: src/app passes the markets feature's `renderEventMarkets`. */
export const loadMultimarketPage = (): Promise<ComponentType<MultimarketPageProps>> =>
  import('./components/multimarket-page').then((module) => module.MultimarketPage);
