// The connection's state for the app (spec §4: Disconnected, Connecting, Connected, Disconnecting,
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

type Listener = () => void;
let state: RealtimeState = { hub: 'Disconnected', retryAt: null, livePricesPaused: false };
const listeners = new Set<Listener>();

function update(next: Partial<RealtimeState>): void {
  const merged = { ...state, ...next };
  if (merged.hub === state.hub && merged.retryAt === state.retryAt && merged.livePricesPaused === state.livePricesPaused) return;
  state = merged;
  listeners.forEach((listener) => listener());
}

export const getRealtimeState = (): RealtimeState => state;
/** A state without a planned attempt clears the one before. */
export const setHubState = (hub: HubState, retryAt: number | null = null): void => update({ hub, retryAt });
export const setLivePricesPaused = (livePricesPaused: boolean): void => update({ livePricesPaused });

export function subscribeRealtimeState(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
