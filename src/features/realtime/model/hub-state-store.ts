import { createStore, shallowEqual, type Store } from '@/lib/create-store';
import { priceStore } from '@/lib/price-store';

// The connection's state for the app (docs/product.md §4: Disconnected, Connecting, Connected, Disconnecting,
// Reconnecting), when the app will try to connect again if it is waiting to, and the player's 'pause
// live prices' choice (WCAG 2.2.2). One small external store.

export type HubState = 'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting' | 'Reconnecting';

export interface RealtimeState {
  readonly hub: HubState;
  /** While Disconnected: when (ms since the epoch) the next attempt to connect is due, or null when
   * none is planned (a visitor's connection after the schedule gave up waits for the browser to be
   * back online or the tab visible). */
  readonly retryAt: number | null;
  readonly livePricesPaused: boolean;
}

const store = createStore<RealtimeState>({ hub: 'Disconnected', retryAt: null, livePricesPaused: false }, shallowEqual);

/** The store itself, for `useStore(realtimeStore, selector)`. */
export const realtimeStore: Store<RealtimeState> = store;
export const getRealtimeState = (): RealtimeState => store.get();
/** The hub is connected: it pushes prices, balance and exposure (polling can rest). */
export const isHubLive = (): boolean => store.get().hub === 'Connected';
/** A state without a planned attempt clears the one before. */
export const setHubState = (hub: HubState, retryAt: number | null = null): void => store.set((state) => ({ ...state, hub, retryAt }));
/** WCAG 2.2.2: the player's choice, and the price store holding still at once (changes wait and are
 * shown on resume; the price store renders nothing in between). */
export function setLivePricesPaused(livePricesPaused: boolean): void {
  store.set((state) => ({ ...state, livePricesPaused }));
  priceStore.setPaused(livePricesPaused);
}
export const subscribeRealtimeState = store.subscribe;
