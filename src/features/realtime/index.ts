// docs/product.md §4, §7, §9.
export { LiveIndicator } from './live-indicator';
export { realtimeClient } from './realtime-instance';
export { useHubLive, useRealtimeState } from './use-realtime-state';
export {
  getRealtimeState,
  isHubLive,
  setLivePricesPaused,
  subscribeRealtimeState,
  type HubState,
  type RealtimeState,
} from './model/hub-state-store';
export type { RealtimeListeners } from './realtime-client';
export type { LadderUpdateMessage } from '@/api/hub-messages';
export { watchLadder } from './watch-ladder';
export type { CashOutRuleUpdateMessage } from '@/api/hub-messages';
export { onCashOutRuleUpdate } from './cash-out-rule-updates';
export { hubProblems } from './model/hub-log';
/** Not on the first screen (`npm run size`). */
export const loadBetTexts = () => import('./model/bet-matched-text');
export { isBalanceFor, isBalanceFor as isOwnPush } from './model/balance-owner';
