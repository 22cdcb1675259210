import type { CashOutRuleUpdateMessage } from '@/api/hub-messages';
import { recordHubProblem } from './model/hub-log';
import { realtimeClient } from './realtime-instance';

/**
 * CashOutRuleUpdate (our proposal) for a signed-in player. Its decoder is off the first route: it
 * loads here, with the caller's own chunk, after the first paint.
 */
export function onCashOutRuleUpdate(listener: (update: CashOutRuleUpdateMessage) => void): () => void {
  void Promise.all([import('@/api/hub-messages'), import('@/api/hub-cash-out-rule-messages')]).then(
    ([messages, rules]) => messages.addHubMessages(rules.cashOutRuleHubMessages),
    (error: unknown) => recordHubProblem(`the cash-out rules' code did not load: ${String(error)}`),
  );
  return realtimeClient().on('CashOutRuleUpdate', listener);
}
