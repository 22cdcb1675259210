import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCashOutRulesQueryKey, getUserOpenBetsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { CashOutRule, GetCashOutRulesResponse } from '@/api/generated/types.gen';
import type { CashOutRuleUpdateMessage } from '@/api/hub-messages';
import { formInputOf, ruleFormSchema } from '@/features/cash-out-rules/model/rule-form';
import { withPushedRule, withRule } from '@/features/cash-out-rules/model/rule-cache';
import { refusalText, ruleNotice, ruleStateText } from '@/features/cash-out-rules/model/rule-words';
import { ApiError } from '@/api/errors';
import type * as Session from '@/features/session';
import { waitingRule } from '../support/cash-out-rule';

const { shown } = vi.hoisted(() => ({ shown: [] as Array<{ id?: string; title?: unknown; message?: unknown }> }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: (n: (typeof shown)[number]) => shown.push(n) } }));
vi.mock('@/features/session', async (original) => ({
  ...(await original<typeof Session>()),
  readSignedInNames: () => ['player1'],
}));

// Automatic cash out as the player sees it (docs/domain.md "Automatic cash out and stop loss").

const waiting: CashOutRule = waitingRule({ ruleId: 3, eventId: 1001, marketId: 100101 });
const fired: CashOutRule = {
  ...waiting,
  state: 'FIRED',
  firedBy: 'TAKE_PROFIT',
  result: { betId: 90007, side: 'lay', runnerId: 1001011, stake: 1210.5, averageOdds: 2.1, profit: 512.4, valueAtLine: 515 },
};
const cancelled = (cancelReason: CashOutRule['cancelReason']): CashOutRule => ({ ...waiting, state: 'CANCELLED', cancelReason });
const answer = (...result: CashOutRule[]): GetCashOutRulesResponse => ({
  success: true,
  result,
  error: null,
  unAuthorizedRequest: false,
  __abp: true,
});

describe("a rule's state in the player's words", () => {
  it.each<[string, CashOutRule, string]>([
    ['waiting on a take profit', waiting, 'Automatic cash out when the profit reaches ₹500: waiting.'],
    [
      'waiting on both lines while suspended',
      { ...waiting, stopLoss: 300, state: 'SUSPENDED' },
      'Automatic cash out when the profit reaches ₹500 or the loss reaches ₹300: waiting: market suspended.',
    ],
    [
      'fired, with what it locked in and at what odds',
      fired,
      'Cashed out automatically: the profit reached ₹500. Locked in +\u2060₹512.4 profit on every result (Lay ₹1,210.5 at 2.10).',
    ],
    [
      'a stop loss fired at a worse price than its line',
      {
        ...fired,
        takeProfit: null,
        stopLoss: 300,
        firedBy: 'STOP_LOSS',
        result: { betId: 1, side: 'back', runnerId: 1, stake: 200, averageOdds: 3.456, profit: -341.25, valueAtLine: -341.25 },
      },
      'Cashed out automatically: the loss reached ₹300. Locked in −\u2060₹341.25 loss on every result (Back ₹200 at 3.46).',
    ],
    ['removed', cancelled('REMOVED'), 'Automatic cash out removed.'],
    ['no position left', cancelled('NO_POSITION'), 'Automatic cash out cancelled: you no longer have a position in this market.'],
    ['market closed', cancelled('MARKET_CLOSED'), 'Automatic cash out cancelled: the market closed.'],
    [
      'the fill-or-kill was killed',
      cancelled('NOT_FILLED'),
      'Automatic cash out cancelled: when the line was reached, the book could not take the whole cash out; your position is as it was.',
    ],
  ])('%s', (_name, rule, text) => {
    expect(ruleStateText(rule)).toBe(text);
  });

  it('tells the player at once only what the server did: a fire or a cancel not theirs', () => {
    expect(ruleNotice(fired)).toMatchObject({ title: 'Cashed out automatically', fired: true });
    expect(ruleNotice(fired, 'India v Australia')?.message).toBe(
      'India v Australia, Match Odds: the profit reached ₹500. Locked in +\u2060₹512.4 profit on every result (Lay ₹1,210.5 at 2.10).',
    );
    expect(ruleNotice(cancelled('MARKET_CLOSED'))).toEqual({
      title: 'Automatic cash out cancelled',
      message: 'Match Odds: the market closed.',
      fired: false,
    });
    expect(ruleNotice(cancelled('REMOVED'))).toBeNull();
    expect(ruleNotice(waiting)).toBeNull();
    expect(ruleNotice({ ...waiting, state: 'SUSPENDED' })).toBeNull();
  });

  it("says the server's refusals in the app's words, and any other failure as errors are shown", () => {
    const refused = (message: string) => new ApiError({ kind: 'rejected', message, operation: 'POST /Bet/SetCashOutRule' });
    expect(refusalText(refused('The cash-out value is already past that line'))).toBe('The cash-out value is already past that line');
    expect(refusalText(refused('You have no position to cash out in this market.'))).toBe(
      'You have no position to cash out in this market.',
    );
    expect(refusalText(refused('Please Check Your Network Connection...'))).toBe('Please Check Your Network Connection...');
  });
});

describe('the form: typed lines read once, checked as the server checks them', () => {
  const check = (input: { takeProfit: string; stopLoss: string }, value: number | null = 120) =>
    ruleFormSchema(() => value).safeParse(input);
  const problems = (result: ReturnType<typeof check>) =>
    result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));

  it('reads 1,000 and 100.50 as the stake field does; empty is no line', () => {
    expect(check({ takeProfit: '1,000', stopLoss: '' })).toMatchObject({ success: true, data: { takeProfit: 1000, stopLoss: null } });
    expect(check({ takeProfit: '', stopLoss: ' 100.50 ' })).toMatchObject({ success: true, data: { takeProfit: null, stopLoss: 100.5 } });
    expect(check({ takeProfit: '1,00,000', stopLoss: '250' })).toMatchObject({ data: { takeProfit: 100000, stopLoss: 250 } });
  });

  it('refuses what is not an amount on its own field', () => {
    expect(problems(check({ takeProfit: '5k', stopLoss: '1.234' }))).toEqual({
      takeProfit: 'Enter an amount as 500, 1,000 or 100.50 (at most two decimals).',
      stopLoss: 'Enter an amount as 500, 1,000 or 100.50 (at most two decimals).',
    });
  });

  it('asks for a line, more than 0', () => {
    expect(problems(check({ takeProfit: '', stopLoss: '' }))).toEqual({ takeProfit: 'Set a profit or a loss to cash out at' });
    expect(problems(check({ takeProfit: '500', stopLoss: '0' }))).toEqual({ stopLoss: 'A line must be more than 0' });
    expect(problems(check({ takeProfit: '0', stopLoss: '' }))).toEqual({ takeProfit: 'A line must be more than 0' });
  });

  it('refuses a line the value has already passed, on that line, with the value as the form is sent', () => {
    expect(problems(check({ takeProfit: '100', stopLoss: '' }, 120))).toEqual({
      takeProfit: 'The cash-out value is already past that line',
    });
    expect(problems(check({ takeProfit: '500', stopLoss: '50' }, -80))).toEqual({
      stopLoss: 'The cash-out value is already past that line',
    });
    // No price now (a suspended market): the lines alone are checked; the server judges on reopening.
    expect(check({ takeProfit: '100', stopLoss: '' }, null).success).toBe(true);
  });

  it("starts from the rule's lines", () => {
    expect(formInputOf({ takeProfit: 500, stopLoss: null })).toEqual({ takeProfit: '500', stopLoss: '' });
    expect(formInputOf(undefined)).toEqual({ takeProfit: '', stopLoss: '' });
  });
});

describe('the cached rules', () => {
  it("puts an answer first and drops its market's older rule", () => {
    const other = { ...waiting, ruleId: 9, marketId: 200 };
    const again = { ...waiting, ruleId: 4, stopLoss: 300 };
    expect(withRule(answer(fired, other), again).result).toEqual([again, other]);
  });

  it('mends a known rule from a push and keeps its created time; an unknown one asks again', () => {
    const { createdTime: _c, updatedTime: _u, ...pushed } = fired;
    const mended = withPushedRule(answer(waiting), pushed, '2026-12-06T10:05:00.000Z');
    expect(mended?.result).toEqual([{ ...fired, createdTime: waiting.createdTime, updatedTime: '2026-12-06T10:05:00.000Z' }]);
    expect(withPushedRule(answer(waiting), { ...pushed, ruleId: 99 }, 'now')).toBeNull();
  });
});

describe('a CashOutRuleUpdate push', () => {
  let queryClient: QueryClient;
  const push = (rule: CashOutRule, userName = 'player1'): CashOutRuleUpdateMessage => {
    const { createdTime: _c, updatedTime: _u, ...rest } = rule;
    return { code: 'CashOutRuleUpdate', ...rest, userName };
  };

  beforeEach(() => {
    shown.length = 0;
    queryClient = new QueryClient();
    queryClient.setQueryData(getCashOutRulesQueryKey(), answer(waiting));
    queryClient.setQueryData(getUserOpenBetsQueryKey(), { success: true, result: { balance: 0, exposure: 0, openBets: [] } });
  });

  it('updates the cached rule, tells the player once, and refreshes the account after a fire', async () => {
    const { applyRulePush } = await import('@/features/cash-out-rules/rule-alerts');
    applyRulePush(queryClient, push(fired));
    applyRulePush(queryClient, push(fired));

    expect(queryClient.getQueryData<GetCashOutRulesResponse>(getCashOutRulesQueryKey())?.result[0]?.state).toBe('FIRED');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ id: 'cash-out-rule-3-FIRED', title: 'Cashed out automatically' });
    expect(queryClient.getQueryState(getUserOpenBetsQueryKey())?.isInvalidated).toBe(true);
  });

  it("says nothing of the player's own set or removal, nor of another player's rule", async () => {
    const { applyRulePush } = await import('@/features/cash-out-rules/rule-alerts');
    applyRulePush(queryClient, push({ ...waiting, stopLoss: 300 }));
    applyRulePush(queryClient, push(cancelled('REMOVED')));
    applyRulePush(queryClient, push(fired, 'player2'));

    expect(shown).toEqual([]);
    expect(queryClient.getQueryData<GetCashOutRulesResponse>(getCashOutRulesQueryKey())?.result[0]?.cancelReason).toBe('REMOVED');
    expect(queryClient.getQueryState(getUserOpenBetsQueryKey())?.isInvalidated).toBe(false);
  });

  it('asks for the list again when it does not know the rule', async () => {
    const { applyRulePush } = await import('@/features/cash-out-rules/rule-alerts');
    applyRulePush(queryClient, push({ ...cancelled('MARKET_CLOSED'), ruleId: 7 }));
    expect(queryClient.getQueryState(getCashOutRulesQueryKey())?.isInvalidated).toBe(true);
    expect(shown).toHaveLength(1);
  });
});
