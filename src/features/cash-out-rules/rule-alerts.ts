import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { getCashOutRulesQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { GetCashOutRulesResponse } from '@/api/generated/types.gen';
import { isOwnPush, onCashOutRuleUpdate, realtimeClient, type CashOutRuleUpdateMessage } from '@/features/realtime';
import { readSignedInNames } from '@/features/session';
import { cachedOpenBets, refreshAccount } from '@/features/wallet';
import { ruleOf, withPushedRule, type PushedRule } from './model/rule-cache';
import { ruleNotice } from './model/rule-words';

// Off the first route; every tab has its own hub connection, so each tells the player.

/** Applies one push; each tab tells the player once per change of state. */
export function applyRulePush(queryClient: QueryClient, message: CashOutRuleUpdateMessage, now: string = new Date().toISOString()): void {
  if (!isOwnPush(message, readSignedInNames())) return;
  const { code: _code, userName: _userName, ...pushed } = message;
  const rule: PushedRule = pushed;
  const queryKey = getCashOutRulesQueryKey();
  const cached = queryClient.getQueryData<GetCashOutRulesResponse>(queryKey);
  const before = ruleOf(cached, rule.ruleId);
  const mended = cached ? withPushedRule(cached, rule, now) : null;
  // An answer asked for before this push would write the old state over it.
  const fetching = queryClient.isFetching({ queryKey }) > 0;
  if (mended && fetching) void queryClient.cancelQueries({ queryKey });
  if (mended) queryClient.setQueryData(queryKey, mended);
  if (!mended || fetching) void queryClient.invalidateQueries({ queryKey });
  if (before?.state === rule.state) return;
  const eventName = cachedOpenBets(queryClient)?.openBets.find((bet) => bet.eventId === rule.eventId)?.betTitle;
  const notice = ruleNotice(rule, eventName);
  if (notice) {
    notifications.show({
      id: `cash-out-rule-${rule.ruleId}-${rule.state}`,
      color: notice.fired ? 'green' : 'yellow',
      title: notice.title,
      message: notice.message,
      autoClose: 15_000,
    });
  }
  // The cash out's bet moved the balance, open bets and the position.
  if (rule.state === 'FIRED') void refreshAccount(queryClient);
}

export function startRuleAlerts(queryClient: QueryClient): () => void {
  const stops = [
    onCashOutRuleUpdate((message) => applyRulePush(queryClient, message)),
    // Pushes may have been missed.
    realtimeClient().on('reconnected', () => void queryClient.invalidateQueries({ queryKey: getCashOutRulesQueryKey() })),
  ];
  return () => stops.forEach((stop) => stop());
}
