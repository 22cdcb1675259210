import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCashOutRulesQueryKey, getUserOpenBetsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { CashOutRule, GetCashOutRulesResponse } from '@/api/generated/types.gen';
import { decodeHubMessage } from '@/api/hub-messages';
import { Notifications } from '@/app/notifications-container';
import { realtimeClient, type RealtimeListeners } from '@/features/realtime';
import { setHubState } from '@/features/realtime/model/hub-state-store';
import { emitSignedIn } from '@/features/session/model/sign-in-events';
import { remove, storageKeys } from '@/lib/storage';
import { signInAs } from '../support/betting';
import { waitingRule } from '../support/cash-out-rule';

// Issue 58: the toasts' container (off the first route) loads CashOutRuleUpdate's decoder and its
// alerts for a signed-in player only, after it mounts; a rule fired on the server is then told at
// once, in every tab (each tab's own connection hears the push: tests/integration/mock-cash-out-rules.test.ts).

afterEach(() => {
  vi.restoreAllMocks();
  setHubState('Disconnected');
  remove(storageKeys.accessToken);
  remove(storageKeys.userinfo);
});

const waiting: CashOutRule = waitingRule({ ruleId: 7, eventId: 3001, marketId: 300101 });

const firedWire = JSON.stringify({
  Code: 'CashOutRuleUpdate',
  Data: JSON.stringify({
    RuleId: 7,
    EventId: 3001,
    MarketId: 300101,
    MarketName: 'Match Odds',
    TakeProfit: 500,
    StopLoss: null,
    State: 'FIRED',
    FiredBy: 'TAKE_PROFIT',
    Result: { BetId: 26, Side: 'lay', RunnerId: 3001011, Stake: 3867.55, AverageOdds: 1.51, Profit: 727.55, ValueAtLine: 727.55 },
    CancelReason: null,
    UserName: 'player2',
  }),
});

function mountAlerts() {
  let onRule: RealtimeListeners['CashOutRuleUpdate'] | undefined;
  const on = realtimeClient().on.bind(realtimeClient());
  vi.spyOn(realtimeClient(), 'on').mockImplementation(((event: keyof RealtimeListeners, listener: never) => {
    if (event === 'CashOutRuleUpdate') onRule = listener;
    return on(event, listener);
  }) as typeof on);
  const queryClient = new QueryClient();
  queryClient.setQueryData<GetCashOutRulesResponse>(getCashOutRulesQueryKey(), {
    success: true,
    result: [waiting],
    error: null,
    unAuthorizedRequest: false,
    __abp: true,
  } as GetCashOutRulesResponse);
  queryClient.setQueryData(getUserOpenBetsQueryKey(), { success: true, result: { balance: 0, exposure: 0, openBets: [] } });
  const view = render(
    <MantineProvider>
      <Notifications queryClient={queryClient} />
    </MantineProvider>,
  );
  return {
    queryClient,
    view,
    listening: () => onRule !== undefined,
    push: (raw: string) => {
      const decoded = decodeHubMessage(raw);
      if (decoded.code !== 'CashOutRuleUpdate') throw new Error(`not decoded: ${JSON.stringify(decoded)}`);
      onRule?.(decoded);
    },
  };
}

describe("automatic cash outs told by the toasts' container", () => {
  it("a visitor's app loads neither the decoder nor the alerts; a sign-in loads both", async () => {
    const { view, listening } = mountAlerts();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listening()).toBe(false);
    expect(decodeHubMessage(firedWire)).toMatchObject({ code: null, reason: 'unknown-code' });

    signInAs('mock-at-3-0', 'player2');
    emitSignedIn('login');
    await waitFor(() => expect(listening()).toBe(true));
    await waitFor(() => expect(decodeHubMessage(firedWire)).toMatchObject({ code: 'CashOutRuleUpdate', state: 'FIRED' }));
    view.unmount();
  });

  it('a fired rule is told at once, updates the cached rule and refreshes the account', async () => {
    signInAs('mock-at-3-0', 'player2');
    const { queryClient, view, listening, push } = mountAlerts();
    await waitFor(() => expect(listening()).toBe(true));
    await waitFor(() => expect(decodeHubMessage(firedWire).code).toBe('CashOutRuleUpdate'));

    push(firedWire);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cashed out automatically');
    expect(alert).toHaveTextContent(
      'Match Odds: the profit reached ₹500. Locked in +\u2060₹727.55 profit on every result (Lay ₹3,867.55 at 1.51).',
    );
    expect(queryClient.getQueryData<GetCashOutRulesResponse>(getCashOutRulesQueryKey())?.result[0]?.state).toBe('FIRED');
    expect(queryClient.getQueryState(getUserOpenBetsQueryKey())?.isInvalidated).toBe(true);
    view.unmount();
  });

  it('a push that lands while the rules are being fetched is not undone by that older answer', async () => {
    signInAs('mock-at-3-0', 'player2');
    const { queryClient, view, listening, push } = mountAlerts();
    await waitFor(() => expect(listening()).toBe(true));
    await waitFor(() => expect(decodeHubMessage(firedWire).code).toBe('CashOutRuleUpdate'));
    // The server's rules: the first answer is read before the rule fires and arrives after the push.
    let serverState: CashOutRule['state'] = 'WAITING';
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const queryKey = getCashOutRulesQueryKey();
    const answer = () => ({
      success: true,
      result: [{ ...waiting, state: serverState }],
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    });
    const observer = new QueryObserver(queryClient, {
      queryKey,
      queryFn: async () => {
        calls += 1;
        const now = answer();
        if (calls === 1) await held;
        return now as GetCashOutRulesResponse;
      },
    });
    const stop = observer.subscribe(() => undefined);
    await waitFor(() => expect(calls).toBe(1));

    serverState = 'FIRED';
    push(firedWire);
    release();

    await waitFor(() => expect(queryClient.isFetching({ queryKey })).toBe(0));
    expect(queryClient.getQueryData<GetCashOutRulesResponse>(queryKey)?.result[0]?.state).toBe('FIRED');
    // And the rules were asked for again, after the push.
    expect(calls).toBe(2);
    stop();
    view.unmount();
  });
});
