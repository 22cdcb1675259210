import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LadderUpdateMessage } from '@/api/hub-messages';
import { installApiRuntime } from '@/api/runtime';
import { usePriceChart } from '@/features/markets/hooks/use-price-chart';
import type * as Realtime from '@/features/realtime';
import { totalOf } from '@/features/markets/model/price-chart';
import { setHubState, setLivePricesPaused } from '@/features/realtime/model/hub-state-store';
import { server } from '../../mocks/node';

// The price chart's data against the mock backend: the history and the runner's volume from REST,
// then the hub's pushes (watchLadder, stood in for here), held while live prices are paused, and the
// history read again after a reconnect.

const hub = vi.hoisted(() => ({ listener: null as ((update: LadderUpdateMessage) => void) | null }));

vi.mock('@/features/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof Realtime>()),
  watchLadder: (_marketId: number, _runnerId: number, listener: (update: LadderUpdateMessage) => void) => {
    hub.listener = listener;
    return () => {
      hub.listener = null;
    };
  },
}));

// Event 1003's first match-odds runner: an exchange runner with a seeded history.
const RUNNER = { eventId: 1003, marketId: 100301, runnerId: 1003011 };

let historyReads = 0;
const countHistoryReads = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.endsWith('/Odds/GetRunnerPriceHistory')) historyReads += 1;
};

installApiRuntime();

beforeEach(() => {
  historyReads = 0;
  server.events.on('request:start', countHistoryReads);
  setHubState('Connected');
});

afterEach(() => {
  server.events.removeListener('request:start', countHistoryReads);
  setHubState('Disconnected');
  setLivePricesPaused(false);
});

function renderChart() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => usePriceChart(RUNNER.marketId, RUNNER.runnerId), { wrapper });
}

function push(trades: LadderUpdateMessage['trades'], traded: LadderUpdateMessage['traded']): void {
  const update: LadderUpdateMessage = {
    code: 'LadderUpdate',
    ...RUNNER,
    status: 'ACTIVE',
    back: [],
    lay: [],
    traded,
    lastPriceTraded: trades.at(-1)?.price ?? null,
    totalMatched: totalOf(traded),
    marketTotalMatched: totalOf(traded),
    trades,
  };
  act(() => hub.listener?.(update));
}

describe("a runner's price chart", () => {
  it('starts from the history, its volume adding up to the total matched, and appends the pushed trades', async () => {
    const { result } = renderChart();
    await waitFor(() => expect(result.current.status).toBe('success'));
    await waitFor(() => expect(result.current.volume.length).toBeGreaterThan(0));
    const seeded = result.current.trades.length;
    expect(seeded).toBeGreaterThan(0);
    expect(result.current.figures?.totalMatched).toBe(totalOf(result.current.volume));

    const last = result.current.trades.at(-1);
    const time = new Date((last?.time ?? 0) + 1000).toISOString();
    const traded = result.current.volume.map((level) => (level.price === 2.5 ? { ...level, size: level.size + 10 } : level));
    push([{ time, price: 2.5, size: 10 }], traded);

    await waitFor(() => expect(result.current.trades).toHaveLength(seeded + 1));
    expect(result.current.figures?.last).toBe(2.5);
    expect(result.current.figures?.count).toBe(seeded + 1);
    expect(result.current.volume).toEqual(traded);
  });

  it('holds the pushes while live prices are paused and shows them on resume', async () => {
    const { result } = renderChart();
    await waitFor(() => expect(result.current.status).toBe('success'));
    const seeded = result.current.trades.length;
    const time = new Date((result.current.trades.at(-1)?.time ?? 0) + 1000).toISOString();

    act(() => setLivePricesPaused(true));
    push([{ time, price: 2.52, size: 5 }], [...result.current.volume]);
    // Two frames and React's render: a push not held would be on screen by then.
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(result.current.trades).toHaveLength(seeded);

    act(() => setLivePricesPaused(false));
    await waitFor(() => expect(result.current.trades).toHaveLength(seeded + 1));
  });

  it('reads the history again after a reconnect: trades matched meanwhile never come as pushes', async () => {
    const { result } = renderChart();
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(historyReads).toBe(1);

    act(() => setHubState('Reconnecting'));
    act(() => setHubState('Connected'));
    await waitFor(() => expect(historyReads).toBe(2));
  });
});
