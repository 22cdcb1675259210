import type { CashOutRuleUpdateMessage } from '@/api/hub-messages';
import { recordHubProblem } from './model/hub-log';
import { realtimeClient } from './realtime-instance';

/** Its decoder loads here, with the caller's chunk, after the first paint. */
export function onCashOutRuleUpdate(listener: (update: CashOutRuleUpdateMessage) => void): () => void {
  void Promise.all([import('@/api/hub-messages'), import('@/api/hub-cash-out-rule-messages')]).then(
    ([messages, rules]) => messages.addHubMessages(rules.cashOutRuleHubMessages),
    (error: unknown) => recordHubProblem(`the cash-out rules' code did not load: ${String(error)}`),
  );
  return realtimeClient().on('CashOutRuleUpdate', listener);
}
