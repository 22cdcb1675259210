// The connection's state for the app (spec §4: Disconnected, Connecting, Connected, Disconnecting,
// Reconnecting) and the player's 'pause live prices' choice (WCAG 2.2.2). One small external store.

export type HubState = 'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting' | 'Reconnecting';

export interface RealtimeState {
  readonly hub: HubState;
  readonly livePricesPaused: boolean;
}

type Listener = () => void;
let state: RealtimeState = { hub: 'Disconnected', livePricesPaused: false };
const listeners = new Set<Listener>();

function update(next: Partial<RealtimeState>): void {
  const merged = { ...state, ...next };
  if (merged.hub === state.hub && merged.livePricesPaused === state.livePricesPaused) return;
  state = merged;
  listeners.forEach((listener) => listener());
}

export const getRealtimeState = (): RealtimeState => state;
export const setHubState = (hub: HubState): void => update({ hub });
export const setLivePricesPaused = (livePricesPaused: boolean): void => update({ livePricesPaused });

export function subscribeRealtimeState(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
