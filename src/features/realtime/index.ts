// Real time (docs/product.md §4, §7, §9): the SignalR hub connection, its state and the live-price pause.
export { LiveIndicator } from './live-indicator';
export { realtimeClient } from './realtime-instance';
export { useHubLive, useRealtimeState } from './use-realtime-state';
export { getRealtimeState, isHubLive, setLivePricesPaused, subscribeRealtimeState, type HubState, type RealtimeState } from './model/hub-state-store';
export type { RealtimeListeners } from './realtime-client';
export { hubProblems } from './model/hub-log';
export { betLapsedText, betMatchedText } from './model/bet-matched-text';
export { isBalanceFor } from './model/balance-owner';
