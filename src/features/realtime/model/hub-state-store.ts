import { createStore, shallowEqual, type Store } from '@/lib/store';
import { priceStore } from '@/lib/price-store';

// docs/product.md §4; the 'pause live prices' choice is WCAG 2.2.2.

export type HubState = 'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting' | 'Reconnecting';

export interface RealtimeState {
  readonly hub: HubState;
  /** While Disconnected: the next attempt (epoch ms), or null. */
  readonly retryAt: number | null;
  readonly livePricesPaused: boolean;
}

const store = createStore<RealtimeState>({ hub: 'Disconnected', retryAt: null, livePricesPaused: false }, shallowEqual);

export const realtimeStore: Store<RealtimeState> = store;
export const getRealtimeState = (): RealtimeState => store.get();
/** The hub pushes prices, balance and exposure: polling can rest. */
export const isHubLive = (): boolean => store.get().hub === 'Connected';
/** A state without a planned attempt clears the one before. */
export const setHubState = (hub: HubState, retryAt: number | null = null): void => store.set((state) => ({ ...state, hub, retryAt }));
/** The price store holds still at once; changes wait and are shown on resume. */
export function setLivePricesPaused(livePricesPaused: boolean): void {
  store.set((state) => ({ ...state, livePricesPaused }));
  priceStore.setPaused(livePricesPaused);
}
export const subscribeRealtimeState = store.subscribe;
