// @vitest-environment jsdom
import { MutationObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { Fragment, createElement } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeOver } from '@/features/pwa';
import { domainSettingQueryKey } from '@/features/site';
import { backIndia } from '../support/selections';

// The page's side of a take-over: when the worker refuses (another tab has a bet in flight), the tab
// may ask again at its next page change instead of waiting for a reload that will not come.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('asking the waiting build to take over', () => {
  it('asks again after the worker refused because another tab is mid-bet', () => {
    const container = new EventTarget();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: container }));
    const waiting = { postMessage: vi.fn() };
    const registration = { waiting } as unknown as ServiceWorkerRegistration;

    takeOver(registration);
    takeOver(registration); // a second page change while the first request is pending: asked once
    expect(waiting.postMessage).toHaveBeenCalledTimes(1);
    expect(waiting.postMessage).toHaveBeenLastCalledWith({ type: 'take-over' });

    container.dispatchEvent(new MessageEvent('message', { data: { type: 'take-over-refused' } }));
    takeOver(registration);
    expect(waiting.postMessage).toHaveBeenCalledTimes(2);
  });
});

// The new build takes over some time after the tab asked (the browser schedules the activation): a bet
// begun in this tab meanwhile keeps its slip and its lost-answer check, and the reload waits for a
// page change with none in flight. The app as it runs: src/app/pwa-bridge.tsx over the real slip and
// the query client's writes.
describe('reloading into the new build once it has taken over', () => {
  beforeEach(() => {
    // A fresh pwa feature and slip per test: the take-over under way is the module's.
    vi.resetModules();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  async function openTab() {
    const container = new EventTarget();
    // On the real navigator: a stand-in for it fails the libraries that read its other fields.
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    const [{ PwaBridge }, { waitingUpdate }, { slipStore, useBetSlipHost }] = await Promise.all([
      import('@/app/pwa-bridge'),
      import('@/features/pwa'),
      import('@/features/betslip'),
    ]);
    const waiting = { postMessage: vi.fn() };
    waitingUpdate.set({ waiting } as unknown as ServiceWorkerRegistration);
    const queryClient = new QueryClient();
    queryClient.setQueryData(domainSettingQueryKey(), { success: true, result: { domainTitle: 'Brand' } });
    /** A market page: it hosts the slip, and leaving it drops the selection. */
    const MarketPage = () => {
      useBetSlipHost();
      return null;
    };
    const layout = () => createElement(Fragment, null, createElement(PwaBridge), createElement(Outlet));
    const pages = [
      { path: 'markets/*', element: createElement(MarketPage) },
      { path: '*', element: null },
    ];
    const routes = [{ element: createElement(layout), children: pages }];
    const router = createMemoryRouter(routes, { initialEntries: ['/matchlist/3'] });
    render(createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })));
    const goTo = (path: string) => act(() => router.navigate(path));
    /** A write on its way until the returned function answers it. */
    const startWrite = (): (() => Promise<void>) => {
      let answer = (): void => undefined;
      const write = new MutationObserver(queryClient, { mutationFn: () => new Promise<void>((resolve) => (answer = resolve)) });
      const done = write.mutate();
      return async () => {
        answer();
        await act(() => done);
      };
    };
    // The player changes page with nothing pending: the tab asks the waiting build to take over.
    await goTo('/markets/3001');
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'take-over' });
    const takenOver = () => act(() => void container.dispatchEvent(new Event('controllerchange')));
    return { reload, slipStore, goTo, startWrite, takenOver };
  }

  it('reloads at once when nothing is pending', async () => {
    const tab = await openTab();
    await tab.takenOver();
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('waits while the slip has a selection, and reloads at the next page change after it is gone', async () => {
    const tab = await openTab();
    act(() => tab.slipStore.select(backIndia));
    await tab.takenOver();
    expect(tab.reload).not.toHaveBeenCalled();
    await tab.goTo('/markets/3001/300101'); // a page change mid-bet: still no reload
    expect(tab.reload).not.toHaveBeenCalled();

    act(() => tab.slipStore.clear());
    expect(tab.reload).not.toHaveBeenCalled(); // not under the player's hands: at a page change
    await tab.goTo('/matchlist/3');
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('waits while a write is on its way, and reloads at the next page change after it is answered', async () => {
    const tab = await openTab();
    const answer = tab.startWrite();
    await tab.takenOver();
    expect(tab.reload).not.toHaveBeenCalled();
    await tab.goTo('/account/statement');
    expect(tab.reload).not.toHaveBeenCalled();

    await answer();
    expect(tab.reload).not.toHaveBeenCalled();
    await tab.goTo('/matchlist/3');
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload at the page change that leaves a market with a selection (the player left mid-bet)', async () => {
    const tab = await openTab();
    act(() => tab.slipStore.select(backIndia));
    await tab.takenOver();
    await tab.goTo('/matchlist/3'); // leaving drops the selection, after this page change
    expect(tab.slipStore.get().selection).toBeNull();
    expect(tab.reload).not.toHaveBeenCalled();
    await tab.goTo('/matchlist/4');
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });
});
