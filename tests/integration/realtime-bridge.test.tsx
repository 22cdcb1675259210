import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GetUserOpenBetsResponse } from '@/api/generated/types.gen';
import { getUserOddsQueryKey, getUserOpenBetsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { LivePricesBridge } from '@/app/live-prices-bridge';
import { RealtimeBridge } from '@/app/realtime-bridge';
import { LiveIndicator, realtimeClient, type RealtimeListeners } from '@/features/realtime';
import { openBetsQueryOptions, profitLossQueryOptions, userLimitsQueryOptions } from '@/features/wallet';
import { setHubState } from '@/features/realtime/model/hub-state-store';
import { emitSignedIn, emitSignedOut } from '@/features/session/model/sign-in-events';
import { remove, storageKeys, writeString } from '@/lib/storage';

// docs/product.md §4: a login (and a verification, which logs in) drops and restarts the connection so it
// re-registers with the new token; a demo login does not; a logout reconnects as a visitor.

afterEach(() => {
  vi.restoreAllMocks();
  setHubState('Disconnected');
});

function renderBridge(queryClient = new QueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <RealtimeBridge />
    </QueryClientProvider>,
  );
}

describe('the realtime bridge and the session', () => {
  it.each([
    ['login', 1],
    ['verification', 1],
    ['demo', 0],
  ] as const)('a %s sign-in restarts the connection %i time(s)', (kind, restarts) => {
    const restart = vi.spyOn(realtimeClient(), 'restart').mockResolvedValue(undefined);
    const view = renderBridge();
    emitSignedIn(kind);
    expect(restart).toHaveBeenCalledTimes(restarts);
    view.unmount();
  });

  it('a logout restarts the connection as a visitor', () => {
    const restart = vi.spyOn(realtimeClient(), 'restart').mockResolvedValue(undefined);
    const view = renderBridge();
    emitSignedOut();
    expect(restart).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('the browser back online or the tab visible again tries the connection at once', () => {
    vi.spyOn(realtimeClient(), 'start').mockImplementation(() => undefined);
    vi.spyOn(realtimeClient(), 'stop').mockResolvedValue(undefined);
    const revive = vi.spyOn(realtimeClient(), 'revive').mockImplementation(() => undefined);
    const view = renderBridge();
    window.dispatchEvent(new Event('online'));
    expect(revive).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(document.visibilityState).toBe('visible');
    expect(revive).toHaveBeenCalledTimes(2);
    view.unmount();
    window.dispatchEvent(new Event('online'));
    expect(revive).toHaveBeenCalledTimes(2);
  });

  it('stops listening once unmounted', () => {
    const restart = vi.spyOn(realtimeClient(), 'restart').mockResolvedValue(undefined);
    renderBridge().unmount();
    emitSignedIn('login');
    expect(restart).not.toHaveBeenCalled();
  });
});

describe('the realtime bridge and the account queries', () => {
  const openBets = (balance: number, exposure: number): GetUserOpenBetsResponse =>
    ({ success: true, result: { balance, exposure, openBets: [] } }) as unknown as GetUserOpenBetsResponse;

  function bridgeWithBalanceListener() {
    vi.spyOn(realtimeClient(), 'start').mockImplementation(() => undefined);
    vi.spyOn(realtimeClient(), 'stop').mockResolvedValue(undefined);
    let onBalance: RealtimeListeners['UserBalance'] | undefined;
    const on = realtimeClient().on.bind(realtimeClient());
    vi.spyOn(realtimeClient(), 'on').mockImplementation(((event: keyof RealtimeListeners, listener: never) => {
      if (event === 'UserBalance') onBalance = listener;
      return on(event, listener);
    }) as typeof on);
    const queryClient = new QueryClient();
    queryClient.setQueryData(getUserOpenBetsQueryKey(), openBets(1000, 200));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const view = renderBridge(queryClient);
    const invalidated = () => invalidate.mock.calls.map(([filters]) => (filters?.queryKey?.[0] as { _id?: string } | undefined)?._id);
    return {
      queryClient,
      view,
      invalidated,
      push: (balance: number, exposure: number, userName?: string) =>
        onBalance?.({ code: 'UserBalance', balance, exposure, ...(userName === undefined ? {} : { userName }) }),
    };
  }

  it('a balance push with the same exposure moves the balance and fetches nothing', () => {
    const { queryClient, view, invalidated, push } = bridgeWithBalanceListener();
    push(1500, 200);
    expect(queryClient.getQueryData<GetUserOpenBetsResponse>(getUserOpenBetsQueryKey())?.result.balance).toBe(1500);
    expect(invalidated()).toEqual([]);
    view.unmount();
  });

  it('a balance push that names another player than the one signed in is not applied', () => {
    writeString(storageKeys.username, 'player2');
    const { queryClient, view, invalidated, push } = bridgeWithBalanceListener();
    push(5555, 0, 'player1');
    expect(queryClient.getQueryData<GetUserOpenBetsResponse>(getUserOpenBetsQueryKey())?.result.balance).toBe(1000);
    expect(invalidated()).toEqual([]);
    push(1500, 200, 'Player2');
    expect(queryClient.getQueryData<GetUserOpenBetsResponse>(getUserOpenBetsQueryKey())?.result.balance).toBe(1500);
    remove(storageKeys.username);
    view.unmount();
  });

  it('a balance push that moves exposure (a settlement) refetches open bets and positions', () => {
    const { view, invalidated, push } = bridgeWithBalanceListener();
    push(1500, 0);
    expect(invalidated()).toEqual(['getUserOpenBets', 'getUserExpectedProfitLoss']);
    view.unmount();
  });

  it('a lapsed bet refetches open bets and positions and is announced', async () => {
    vi.spyOn(realtimeClient(), 'start').mockImplementation(() => undefined);
    vi.spyOn(realtimeClient(), 'stop').mockResolvedValue(undefined);
    let onLapsed: RealtimeListeners['BetLapsed'] | undefined;
    const on = realtimeClient().on.bind(realtimeClient());
    vi.spyOn(realtimeClient(), 'on').mockImplementation(((event: keyof RealtimeListeners, listener: never) => {
      if (event === 'BetLapsed') onLapsed = listener;
      return on(event, listener);
    }) as typeof on);
    const announcer = await import('@/lib/announcer');
    const announce = vi.spyOn(announcer, 'announce');
    const queryClient = new QueryClient();
    queryClient.setQueryData(getUserOpenBetsQueryKey(), openBets(1000, 500));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const view = renderBridge(queryClient);
    onLapsed?.({
      code: 'BetLapsed',
      betId: 9,
      eventId: 1,
      marketId: 2,
      runnerId: 3,
      lapsedStake: 500,
      matchedStake: 0,
      reason: 'SUSPENDED',
    });
    expect(invalidate.mock.calls.map(([filters]) => (filters?.queryKey?.[0] as { _id?: string } | undefined)?._id)).toEqual([
      'getUserOpenBets',
      'getUserExpectedProfitLoss',
    ]);
    // Once its words have loaded (they are not on the first route).
    await vi.waitFor(() => expect(announce).toHaveBeenCalledWith(expect.stringMatching(/^Your unmatched bet bet 9 lapsed: 500 cancelled/)));
    view.unmount();
  });

  it('the hub going down refetches open bets and positions so their polling speeds up', () => {
    setHubState('Connected');
    const { view, invalidated } = bridgeWithBalanceListener();
    setHubState('Reconnecting');
    expect(invalidated()).toEqual(['getUserOpenBets', 'getUserExpectedProfitLoss']);
    view.unmount();
  });

  it('polls the account every 60 s and limits every 20 s while the hub is down, and slowly while it is live', () => {
    const interval = (options: { refetchInterval?: unknown }) => (options.refetchInterval as () => number)();
    setHubState('Reconnecting');
    expect([interval(openBetsQueryOptions()), interval(profitLossQueryOptions()), interval(userLimitsQueryOptions(1))]).toEqual([
      60_000, 60_000, 20_000,
    ]);
    setHubState('Connected');
    expect([interval(openBetsQueryOptions()), interval(profitLossQueryOptions()), interval(userLimitsQueryOptions(1))]).toEqual([
      300_000, 300_000, 60_000,
    ]);
  });
});

describe('after a reconnect', () => {
  function captureReconnected() {
    vi.spyOn(realtimeClient(), 'start').mockImplementation(() => undefined);
    vi.spyOn(realtimeClient(), 'stop').mockResolvedValue(undefined);
    const listeners: Array<() => void> = [];
    const on = realtimeClient().on.bind(realtimeClient());
    vi.spyOn(realtimeClient(), 'on').mockImplementation(((event: keyof RealtimeListeners, listener: never) => {
      if (event === 'reconnected') listeners.push(listener);
      return on(event, listener);
    }) as typeof on);
    return () => listeners.forEach((listener) => listener());
  }

  it('fetches the account and the prices of the markets on screen again', () => {
    const reconnected = captureReconnected();
    const queryClient = new QueryClient();
    const oddsKey = getUserOddsQueryKey({ query: { eventId: 1001 } });
    queryClient.setQueryData(oddsKey, { success: true, result: null });
    queryClient.setQueryData(getUserOpenBetsQueryKey(), { success: true, result: { balance: 1, exposure: 0, openBets: [] } });
    const view = render(
      <QueryClientProvider client={queryClient}>
        <RealtimeBridge />
        <LivePricesBridge />
      </QueryClientProvider>,
    );
    expect(queryClient.getQueryState(oddsKey)?.isInvalidated).toBe(false);
    reconnected();
    expect(queryClient.getQueryState(oddsKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(getUserOpenBetsQueryKey())?.isInvalidated).toBe(true);
    view.unmount();
  });
});

describe('the live indicator says the state in words', () => {
  it.each([
    ['Connected', null, 'Live'],
    ['Connecting', null, 'Connecting…'],
    ['Reconnecting', null, 'Reconnecting…'],
    ['Disconnected', null, 'Offline'],
    ['Disconnected', 60_000, 'Offline — retrying in 60 s'],
  ] as const)('%s (next attempt in %s ms): %s', (hub, retryInMs, text) => {
    act(() => setHubState(hub, retryInMs === null ? null : Date.now() + retryInMs));
    render(
      <MantineProvider>
        <LiveIndicator />
      </MantineProvider>,
    );
    expect(screen.getByTestId('live-indicator')).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('counts down to the next attempt', () => {
    vi.useFakeTimers();
    act(() => setHubState('Disconnected', Date.now() + 60_000));
    render(
      <MantineProvider>
        <LiveIndicator />
      </MantineProvider>,
    );
    act(() => vi.advanceTimersByTime(18_000));
    expect(screen.getByTestId('live-indicator')).toHaveTextContent('Offline — retrying in 42 s');
    vi.useRealTimers();
  });
});
