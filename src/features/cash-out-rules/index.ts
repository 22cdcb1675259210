// Automatic cash out and stop loss (docs/domain.md), run by the server: issue 58.
export { AutoCashOut, type RuleMarket } from './auto-cash-out';
export { useCashOutRule } from './use-cash-out-rule';
/** Not on the first route: the realtime bridge fetches it for a signed-in player. */
export const loadRuleAlerts = () => import('./rule-alerts');
