// Real time (docs/product.md §4, §7, §9): the SignalR hub connection, its state and the live-price pause.
export { LiveIndicator } from './live-indicator';
export { realtimeClient } from './realtime-instance';
export { useHubLive, useRealtimeState } from './use-realtime-state';
export { getRealtimeState, isHubLive, setLivePricesPaused, subscribeRealtimeState, type HubState, type RealtimeState } from './model/hub-state-store';
export type { RealtimeListeners } from './realtime-client';
export { hubProblems } from './model/hub-log';
/** What a player is told of a resting bet matched or lapsed (model/bet-matched-text.ts): not the first
 * screen's (`npm run size`); the realtime bridge fetches it as it mounts, a push uses it. */
export const loadBetTexts = () => import('./model/bet-matched-text');
export { isBalanceFor } from './model/balance-owner';
